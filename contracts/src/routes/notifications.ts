import { errorResponse, idParams } from "../common.js";
import { groupSlugParams } from "../groups.js";
import { activityUnreads, notificationPage, notificationPageQuery, seenStreamParams } from "../notifications.js";
import { defineRoutes, noContent } from "../route.js";

/** The member's notifications (about activities, invitations and join requests), their unread counts, and visits of the stream `all`. */
export const notificationsApi = defineRoutes("notifications", {
  /**
   * Newest first; what the member may no longer read (an activity, a group) or that no longer concerns them (an
   * invitation withdrawn, a request handled, an appointment deleted) is left out.
   * Query budget: 4 statements (1 of them the session), the same on any data size: notifications.subjects.test.ts.
   */
  list: {
    method: "GET",
    path: "/notifications",
    query: notificationPageQuery,
    response: { 200: notificationPage },
  },
  /** The member's notifications about one group: its activities (`/groups/{slug}/notifications`); 404 for a group they may not see. */
  groupList: {
    method: "GET",
    path: "/groups/:slug/notifications",
    params: groupSlugParams,
    query: notificationPageQuery,
    response: { 200: notificationPage, 404: errorResponse },
  },
  markRead: {
    method: "POST",
    path: "/api/v1/notifications/:id/read",
    params: idParams,
    response: { 204: noContent, 404: errorResponse },
  },
  markAllRead: { method: "POST", path: "/api/v1/notifications/read_all", response: { 204: noContent } },
  unreads: { method: "GET", path: "/unreads/activities", response: { 200: activityUnreads } },
  /** The member saw the stream's first page: its newest activity is no longer new to them. */
  streamSeen: {
    method: "POST",
    path: "/api/v1/activitystreams/:slug/seen",
    params: seenStreamParams,
    response: { 204: noContent, 404: errorResponse },
  },
});
