import { UnreadKey } from "@intranet/contracts";
import { IconUsersGroup } from "@tabler/icons-react";
import { lazy } from "react";
import type { RouteObject } from "react-router";
import { defineFeature } from "../manifest";
import { GroupSidebar } from "./components/GroupSidebar";
import { groupsShellTexts } from "./i18n/shell";

const lazyPage =
  <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) =>
  async () => ({ Component: (await load())[name] });
const home = () => import("./routes/GroupHomePage");
const form = () => import("./routes/GroupFormPage");
const invites = () => import("./routes/InvitesPage");
const pages = () => import("./routes/GroupPagesPage");

/** Group home, members, pages, create and edit, join requests, roles, and group invitations. */
export const groupsRoutes: RouteObject[] = [
  { path: "groups", lazy: lazyPage(() => import("./routes/GroupsIndexPage"), "GroupsIndexPage") },
  { path: "groups/new/:categorySlug", lazy: lazyPage(form, "NewGroupPage") },
  { path: "groups/:slug", lazy: lazyPage(home, "GroupHomePage") },
  { path: "groups/:slug/activitystreams", lazy: lazyPage(home, "GroupStreamsIndexPage") },
  { path: "groups/:slug/activitystreams/:stream", lazy: lazyPage(home, "GroupStreamPage") },
  { path: "groups/:slug/activitystreams/:stream/:filter", lazy: lazyPage(home, "GroupStreamPage") },
  { path: "groups/:slug/activities/:id", lazy: lazyPage(home, "GroupActivityPage") },
  { path: "groups/:slug/activities/:activityId/replies/:commentId", lazy: lazyPage(home, "GroupActivityPage") },
  { path: "groups/:slug/activities/:activityId/answers/:commentId", lazy: lazyPage(home, "GroupActivityPage") },
  { path: "groups/:slug/members", lazy: lazyPage(home, "GroupMembersPage") },
  // The roles manager's back link; the legacy member administration shows the member list here.
  { path: "groups/:slug/administration/members", lazy: lazyPage(home, "GroupMembersPage") },
  { path: "groups/:slug/edit", lazy: lazyPage(form, "EditGroupPage") },
  { path: "groups/:slug/pages", lazy: lazyPage(pages, "GroupPagesIndexPage") },
  { path: "groups/:slug/pages/new", lazy: lazyPage(pages, "NewGroupPagePage") },
  { path: "groups/:slug/pages/:pageSlug", lazy: lazyPage(pages, "GroupPageViewPage") },
  { path: "groups/:slug/pages/:pageSlug/edit", lazy: lazyPage(pages, "EditGroupPagePage") },
  {
    path: "groups/:slug/administration/join_requests",
    lazy: lazyPage(() => import("./routes/JoinRequestsPage"), "JoinRequestsPage"),
  },
  {
    path: "groups/:slug/administration/membership_roles",
    lazy: lazyPage(() => import("./routes/MembershipRolesPage"), "MembershipRolesPage"),
  },
  { path: "invites", lazy: lazyPage(invites, "OpenInvitesPage") },
  { path: "invites/sent", lazy: lazyPage(invites, "SentInvitesPage") },
  { path: "groups/:slug/invites/sent", lazy: lazyPage(invites, "GroupSentInvitesPage") },
  { path: "invites/new", lazy: lazyPage(() => import("./routes/NewInvitePage"), "NewInvitePage") },
  {
    path: "groups/:slug/membership_invites/new",
    lazy: lazyPage(() => import("./routes/NewInvitePage"), "NewInvitePage"),
  },
];

export { invitesQuery, myGroupsQuery } from "./api";
/** The group's header and members-only notice around another feature's group page (files), loaded on demand. */
export const GroupContentLayout = lazy(async () => ({
  default: (await import("./components/GroupLayout")).GroupContentLayout,
}));

export const groupsFeature = defineFeature({
  key: "groups",
  routes: groupsRoutes,
  translations: () => import("./i18n"),
  shellTexts: groupsShellTexts,
  // The group home shows the group's activity stream from the activities feature.
  shows: ["activities"],
  userbarWidgets: [GroupSidebar],
  notifications: [
    {
      key: "group-invites",
      unread: UnreadKey.GroupInvites,
      to: "/invites",
      label: "groups.shell.notification",
      icon: IconUsersGroup,
    },
  ],
});
