import {
  activity,
  activityDetail,
  activityPage,
  activityPageQuery,
  activityParams,
  activityReply,
  activityUpdate,
  groupStreamFilterParams,
  groupStreamParams,
  likeResponse,
  likerList,
  memberActivitiesParams,
  newActivity,
  pollOptionParams,
  pollUpdate,
  replyBody,
  replyCreateParams,
  replyParams,
  streamFilterParams,
  streamParams,
  tagFindQuery,
  tagList,
  voteBody,
  voterList,
} from "../activities.js";
import {
  activityStreamBody,
  activityStreamIdParams,
  activityStreamList,
  adminActivityStream,
  adminActivityStreamList,
  streamSubscription,
} from "../activity-streams.js";
import { errorResponse } from "../common.js";
import { defineRoutes, noContent } from "../route.js";

const errors = { 403: errorResponse, 404: errorResponse, 422: errorResponse };
const page = { query: activityPageQuery, response: { 200: activityPage, 404: errorResponse } } as const;

export const activitiesApi = defineRoutes("activities", {
  /** The streams the member may read (network streams; a group's stream is on the group). */
  streams: { method: "GET", path: "/activitystreams", suffix: ".json", response: { 200: activityStreamList } },
  /** Query budget: 5 statements (1 of them the session; the page's attachments 1) in 4 round trips, the same on any data size: server/src/modules/query-budgets.test.ts. */
  stream: { method: "GET", path: "/activitystreams/:slug", params: streamParams, ...page },
  streamFiltered: { method: "GET", path: "/activitystreams/:slug/:filter", params: streamFilterParams, ...page },
  /** Only where the network lets members subscribe to network streams (otherwise 422); `all` cannot be left (422). */
  subscribe: {
    method: "POST",
    path: "/activitystreams/:slug/subscribe",
    params: streamParams,
    response: { 200: streamSubscription, ...errors },
  },
  unsubscribe: {
    method: "DELETE",
    path: "/activitystreams/:slug/subscribe",
    params: streamParams,
    response: { 200: streamSubscription, ...errors },
  },
  /** Network administrators keep the network streams (`all` is virtual and not listed). */
  adminStreams: {
    method: "GET",
    path: "/administration/activitystreams",
    response: { 200: adminActivityStreamList },
  },
  adminStream: {
    method: "GET",
    path: "/administration/activitystreams/:id",
    params: activityStreamIdParams,
    response: { 200: adminActivityStream, 404: errorResponse },
  },
  createStream: {
    method: "POST",
    path: "/administration/activitystreams",
    body: activityStreamBody,
    response: { 201: adminActivityStream, ...errors },
  },
  updateStream: {
    method: "PUT",
    path: "/administration/activitystreams/:id",
    params: activityStreamIdParams,
    body: activityStreamBody,
    response: { 200: adminActivityStream, ...errors },
  },
  /** Its activities move to the stream `all`; its subscriptions go. */
  destroyStream: {
    method: "DELETE",
    path: "/administration/activitystreams/:id",
    params: activityStreamIdParams,
    response: { 204: noContent, ...errors },
  },
  groupStream: {
    method: "GET",
    path: "/groups/:groupSlug/activitystreams/:slug",
    params: groupStreamParams,
    ...page,
  },
  groupStreamFiltered: {
    method: "GET",
    path: "/groups/:groupSlug/activitystreams/:slug/:filter",
    params: groupStreamFilterParams,
    ...page,
  },
  memberActivities: { method: "GET", path: "/members/:id/activities", params: memberActivitiesParams, ...page },
  memberLikes: { method: "GET", path: "/members/:id/likes", params: memberActivitiesParams, ...page },
  show: {
    method: "GET",
    path: "/activities/:id",
    params: activityParams,
    response: { 200: activityDetail, 404: errorResponse },
  },
  create: { method: "POST", path: "/api/v1/activities", body: newActivity, response: { 201: activity, ...errors } },
  update: {
    method: "PUT",
    path: "/api/v1/activities/:id",
    params: activityParams,
    body: activityUpdate,
    response: { 200: activity, ...errors },
  },
  destroy: {
    method: "DELETE",
    path: "/api/v1/activities/:id",
    params: activityParams,
    response: { 204: noContent, ...errors },
  },
  like: {
    method: "POST",
    path: "/api/v1/activities/:id/like",
    params: activityParams,
    response: { 200: likeResponse, ...errors },
  },
  unlike: {
    method: "DELETE",
    path: "/api/v1/activities/:id/like",
    params: activityParams,
    response: { 200: likeResponse, ...errors },
  },
  likers: {
    method: "GET",
    path: "/api/v1/activities/:id/likes",
    params: activityParams,
    response: { 200: likerList, 404: errorResponse },
  },
  /** The viewer's votes on a survey or schedule, replacing their earlier ones (an empty list withdraws them). */
  vote: {
    method: "POST",
    path: "/api/v1/activities/:id/votes",
    params: activityParams,
    body: voteBody,
    response: { 200: activity, ...errors },
  },
  /** Who chose one answer of a poll (at most POLL_VOTERS_LISTED, first voters first). */
  voters: {
    method: "GET",
    path: "/api/v1/activities/:id/votes/:optionId",
    params: pollOptionParams,
    response: { 200: voterList, 404: errorResponse },
  },
  /** The poll's author closes or reopens it. */
  updatePoll: {
    method: "PUT",
    path: "/api/v1/activities/:id/poll",
    params: activityParams,
    body: pollUpdate,
    response: { 200: activity, ...errors },
  },
  /** Reply composer (administration.md §7): a reply to any activity, or an answer to a question. */
  reply: {
    method: "POST",
    path: "/api/v1/activities/:activityId/:type",
    params: replyCreateParams,
    body: replyBody,
    response: { 201: activityReply, ...errors },
  },
  updateReply: {
    method: "PUT",
    path: "/api/v1/activities/:activityId/:type/:replyId",
    params: replyParams,
    body: replyBody,
    response: { 200: activityReply, ...errors },
  },
  destroyReply: {
    method: "DELETE",
    path: "/api/v1/activities/:activityId/:type/:replyId",
    params: replyParams,
    response: { 204: noContent, ...errors },
  },
  /** The question's author marks one answer as the accepted one (again: unmarks it). */
  acceptAnswer: {
    method: "POST",
    path: "/api/v1/activities/:activityId/:type/:replyId/accept",
    params: replyParams,
    response: { 200: activity, ...errors },
  },
  unacceptAnswer: {
    method: "DELETE",
    path: "/api/v1/activities/:activityId/:type/:replyId/accept",
    params: replyParams,
    response: { 200: activity, ...errors },
  },
  findTags: { method: "GET", path: "/tags/find", query: tagFindQuery, response: { 200: tagList } },
});
