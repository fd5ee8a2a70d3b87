import { defineFeature, type FeatureRoute } from "../manifest";
import translations from "./i18n";

const form = () => import("./routes/MemberFormPage");

/**
 * Members administration (server module `member-admin`): the members table with the member manager dropdown, the
 * member form, a member's group memberships and the network's membership roles, inside the administration layout.
 */
export const memberAdminRoutes: FeatureRoute[] = [
  {
    handle: { title: "memberAdmin.title" },
    lazy: async () => (await import("../administration")).administrationLayoutRoute(),
    children: [
      {
        path: "administration/members",
        handle: { title: "memberAdmin.title" },
        lazy: async () => ({ Component: (await import("./routes/MembersPage")).MembersPage }),
      },
      {
        path: "administration/members/new",
        handle: { title: "memberAdmin.newMember" },
        lazy: async () => ({ Component: (await form()).NewMemberPage }),
      },
      {
        path: "administration/members/:id/edit",
        handle: { title: "memberAdmin.menu.edit" },
        lazy: async () => ({ Component: (await form()).EditMemberPage }),
      },
      {
        path: "administration/members/:id/group-memberships",
        handle: { title: "memberAdmin.menu.groups" },
        lazy: async () => ({ Component: (await import("./routes/GroupMembershipsPage")).GroupMembershipsPage }),
      },
      {
        path: "administration/membership_roles",
        handle: { title: "memberAdmin.roles.title" },
        lazy: async () => ({ Component: (await import("./routes/RolesPage")).RolesPage }),
      },
    ],
  },
];

export const memberAdminFeature = defineFeature({
  key: "member-admin",
  routes: memberAdminRoutes,
  translations,
  // The administration layout and its AdminOnly guard (texts of the administration namespace).
  shows: ["administration", "profile"],
});
