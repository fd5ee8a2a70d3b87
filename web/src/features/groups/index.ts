import { UnreadKey } from "@intranet/contracts";
import { IconUsersGroup } from "@tabler/icons-react";
import { lazy } from "react";
import { defineFeature, type FeatureRoute, userbarWidget } from "../manifest";
import translations from "./i18n";

const lazyPage =
  <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) =>
  async () => ({ Component: (await load())[name] });
const home = () => import("./routes/GroupHomePage");
const form = () => import("./routes/GroupFormPage");
const invites = () => import("./routes/InvitesPage");
const pages = () => import("./routes/GroupPagesPage");

/** Group home, members, pages, create and edit, join requests, roles, and group invitations. */
export const groupsRoutes: FeatureRoute[] = [
  {
    path: "groups",
    handle: { title: "groups.directory.title" },
    lazy: lazyPage(() => import("./routes/GroupsIndexPage"), "GroupsIndexPage"),
  },
  {
    path: "groups/new/:categorySlug",
    handle: { title: "groups.directory.title" },
    lazy: lazyPage(form, "NewGroupPage"),
  },
  { path: "groups/:slug", handle: { title: "groups.nav.home" }, lazy: lazyPage(home, "GroupHomePage") },
  {
    path: "groups/:slug/activitystreams",
    handle: { title: "groups.nav.activities" },
    lazy: lazyPage(home, "GroupStreamsIndexPage"),
  },
  {
    path: "groups/:slug/activitystreams/:stream",
    handle: { title: "groups.nav.activities" },
    lazy: lazyPage(home, "GroupStreamPage"),
  },
  {
    path: "groups/:slug/activitystreams/:stream/:filter",
    handle: { title: "groups.nav.activities" },
    lazy: lazyPage(home, "GroupStreamPage"),
  },
  {
    path: "groups/:slug/activities/:id",
    handle: { title: "groups.nav.activities" },
    lazy: lazyPage(home, "GroupActivityPage"),
  },
  {
    path: "groups/:slug/activities/:activityId/replies/:commentId",
    handle: { title: "groups.nav.activities" },
    lazy: lazyPage(home, "GroupActivityPage"),
  },
  {
    path: "groups/:slug/activities/:activityId/answers/:commentId",
    handle: { title: "groups.nav.activities" },
    lazy: lazyPage(home, "GroupActivityPage"),
  },
  { path: "groups/:slug/members", handle: { title: "groups.nav.members" }, lazy: lazyPage(home, "GroupMembersPage") },
  // The roles manager's back link; the legacy member administration shows the member list here.
  {
    path: "groups/:slug/administration/members",
    handle: { title: "groups.nav.members" },
    lazy: lazyPage(home, "GroupMembersPage"),
  },
  { path: "groups/:slug/edit", handle: { title: "groups.nav.edit" }, lazy: lazyPage(form, "EditGroupPage") },
  { path: "groups/:slug/pages", handle: { title: "groups.pages.title" }, lazy: lazyPage(pages, "GroupPagesIndexPage") },
  {
    path: "groups/:slug/pages/new",
    handle: { title: "groups.pages.newTitle" },
    lazy: lazyPage(pages, "NewGroupPagePage"),
  },
  {
    path: "groups/:slug/pages/:pageSlug",
    handle: { title: "groups.pages.title" },
    lazy: lazyPage(pages, "GroupPageViewPage"),
  },
  {
    path: "groups/:slug/pages/:pageSlug/edit",
    handle: { title: "groups.pages.title" },
    lazy: lazyPage(pages, "EditGroupPagePage"),
  },
  {
    path: "groups/:slug/administration/join_requests",
    handle: { title: "groups.joinRequests.title" },
    lazy: lazyPage(() => import("./routes/JoinRequestsPage"), "JoinRequestsPage"),
  },
  {
    path: "groups/:slug/administration/membership_roles",
    handle: { title: "groups.roles.title" },
    lazy: lazyPage(() => import("./routes/MembershipRolesPage"), "MembershipRolesPage"),
  },
  { path: "invites", handle: { title: "groups.invites.open" }, lazy: lazyPage(invites, "OpenInvitesPage") },
  { path: "invites/sent", handle: { title: "groups.invites.sent" }, lazy: lazyPage(invites, "SentInvitesPage") },
  {
    path: "groups/:slug/invites/sent",
    handle: { title: "groups.invites.sent" },
    lazy: lazyPage(invites, "GroupSentInvitesPage"),
  },
  {
    path: "invites/new",
    handle: { title: "groups.invites.newTitle" },
    lazy: lazyPage(() => import("./routes/NewInvitePage"), "NewInvitePage"),
  },
];

export { groupQuery, invitesQuery, myGroupsQuery } from "./api";
/** The internal invitation form (members, groups, message): the invitations feature's first tab, loaded on demand. */
export const InternalInviteForm = lazy(async () => ({
  default: (await import("./routes/NewInvitePage")).NewInvitePage,
}));
/** The group's header above another feature's group routes (administration, invitations), as a lazy layout route. */
export const groupLayoutRoute = async () => ({
  Component: (await import("./components/GroupLayout")).GroupHeaderLayout,
});
/** The group's header and members-only notice around another feature's group page (files), loaded on demand. */
export const GroupContentLayout = lazy(async () => ({
  default: (await import("./components/GroupLayout")).GroupContentLayout,
}));

export const groupsFeature = defineFeature({
  key: "groups",
  routes: groupsRoutes,
  translations,
  // The group home shows the group's activity stream from the activities feature.
  shows: ["activities", "widgetbars"],
  userbarWidgets: [userbarWidget(() => import("./components/GroupsUserbarBlock"), "GroupsUserbarBlock")],
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
