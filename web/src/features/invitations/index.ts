import { defineFeature, type FeatureRoute } from "../manifest";
import translations from "./i18n";

const invitePage = async () => ({ Component: (await import("./routes/InvitePage")).InvitePage });

/**
 * Invitations (server module `invitations`): the invite screen of the network, a group category and a group, with the
 * tabs the scope's flags allow and the scope's e-mail invitations; the sign-up page of an invitation link.
 */
export const invitationsRoutes: FeatureRoute[] = [
  { path: "administration/invites/new", handle: { title: "invitations.title" }, lazy: invitePage },
  { path: "group-categories/:id/administration/invites/new", handle: { title: "invitations.title" }, lazy: invitePage },
  { path: "groups/:slug/administration/invites/new", handle: { title: "invitations.title" }, lazy: invitePage },
  { path: "groups/:slug/membership_invites/new", handle: { title: "invitations.title" }, lazy: invitePage },
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
  // The internal tab is the groups feature's invitation form.
  shows: ["groups"],
});
