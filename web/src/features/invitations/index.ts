import { defineFeature, type FeatureRoute } from "../manifest";
import translations from "./i18n";

const invitePage = async () => ({ Component: (await import("./routes/InvitePage")).InvitePage });

/**
 * Invitations (server module `invitations`): the invite screen of the network, a group category and a group, with the
 * tabs the scope's flags allow and the scope's e-mail invitations; the sign-up page of an invitation link.
 */
const administration = () => import("../administration");

/** The administration screens sit behind the administration's route guard of their scope (network, category, group). */
export const invitationsRoutes: FeatureRoute[] = [
  {
    handle: { title: "invitations.title" },
    lazy: async () => (await administration()).administrationLayoutRoute(),
    children: [{ path: "administration/invites/new", handle: { title: "invitations.title" }, lazy: invitePage }],
  },
  {
    handle: { title: "invitations.title" },
    lazy: async () => (await administration()).categoryAdministrationLayoutRoute(),
    children: [
      {
        path: "group-categories/:id/administration/invites/new",
        handle: { title: "invitations.title" },
        lazy: invitePage,
      },
    ],
  },
  // A group's screens sit under its header: the administrators' invite screen behind the group's guard, and where the
  // group lets members invite (the server's settings answer says which tabs).
  {
    handle: { title: "invitations.title" },
    lazy: async () => (await import("../groups")).groupLayoutRoute(),
    children: [
      {
        handle: { title: "invitations.title" },
        lazy: async () => (await administration()).groupAdministrationLayoutRoute(),
        children: [
          { path: "groups/:slug/administration/invites/new", handle: { title: "invitations.title" }, lazy: invitePage },
        ],
      },
      { path: "groups/:slug/membership_invites/new", handle: { title: "invitations.title" }, lazy: invitePage },
    ],
  },
];

export const invitationsPublicRoutes: FeatureRoute[] = [
  {
    path: "invitations/:token",
    handle: { title: "invitations.signUpTitle" },
    lazy: async () => ({ Component: (await import("./routes/InvitationSignUpPage")).InvitationSignUpPage }),
  },
];

export const invitationsFeature = defineFeature({
  key: "invitations",
  routes: invitationsRoutes,
  publicRoutes: invitationsPublicRoutes,
  translations,
  // The internal tab is the groups feature's invitation form; the administration's guard says not-found.
  shows: ["groups", "administration"],
});
