import { ALL_STREAM, UnreadKey } from "@intranet/contracts";
import { IconTimeline } from "@tabler/icons-react";
import { lazy } from "react";
import { defineFeature, type FeatureRoute } from "../manifest";
import translations from "./i18n";

const streams = () => import("./routes/StreamPage");
const detail = async () => ({ Component: (await import("./routes/ActivityPage")).ActivityPage });

/**
 * Network streams (with a filter), an activity's page and its replies' and answers' deep links; a group's stream is
 * the groups feature's route, under the group's header (`GroupStreamView`).
 */
export const activitiesRoutes: FeatureRoute[] = [
  {
    path: "activitystreams",
    handle: { title: "activities.streams.label" },
    lazy: async () => ({ Component: (await streams()).StreamsIndexPage }),
  },
  // The activity navigation's own entry (administration.md §2): the stream everyone reads.
  {
    path: "activities",
    handle: { title: "activities.streams.label" },
    lazy: async () => ({ Component: (await streams()).StreamsIndexPage }),
  },
  {
    path: "activitystreams/:slug",
    handle: { title: "activities.shell.link" },
    lazy: async () => ({ Component: (await streams()).StreamPage }),
  },
  {
    path: "activitystreams/:slug/:filter",
    handle: { title: "activities.shell.link" },
    lazy: async () => ({ Component: (await streams()).StreamPage }),
  },
  { path: "activities/:id", handle: { title: "activities.shell.link" }, lazy: detail },
  { path: "activities/:activityId/replies/:commentId", handle: { title: "activities.shell.link" }, lazy: detail },
  { path: "activities/:activityId/answers/:commentId", handle: { title: "activities.shell.link" }, lazy: detail },
];

/** A group's stream for its home page, loaded on demand (render inside Suspense). */
export const GroupActivityStream = lazy(async () => ({
  default: (await import("./components/GroupActivityStream")).GroupActivityStream,
}));

/**
 * An activity of a group and its replies' and answers' deep links (`/groups/{slug}/activities/…`), for the groups
 * feature to show under the group's header (render inside Suspense); one of another place goes to its own address.
 */
export const GroupActivityView = lazy(async () => ({
  default: (await import("./routes/ActivityPage")).GroupActivityView,
}));

/** A group's stream with its filters, for the groups feature's route (render inside Suspense). */
export const GroupStreamView = lazy(async () => ({ default: (await streams()).GroupStreamView }));

/** A member's activities or likes for the profile's tabs, loaded on demand (render inside Suspense). */
export const MemberActivityList = lazy(async () => ({
  default: (await import("./components/MemberActivityList")).MemberActivityList,
}));

const allStream = `/activitystreams/${ALL_STREAM}`;

export const activitiesFeature = defineFeature({
  key: "activities",
  routes: activitiesRoutes,
  translations,
  // The streams show their widget bar beside them.
  shows: ["widgetbars"],
  moduleLinks: [
    {
      key: "activities",
      label: "activities.shell.link",
      to: allStream,
      icon: IconTimeline,
      alsoActiveOn: ["/activitystreams", "/activities"],
      badge: { unread: UnreadKey.Activitystreams, testId: "activities-unread-badge" },
    },
  ],
  tiles: [
    {
      key: "activities",
      to: allStream,
      icon: IconTimeline,
      title: "activities.shell.link",
      text: "activities.shell.tile",
    },
  ],
});
