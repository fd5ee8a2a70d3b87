import {
  messageResponse,
  passwordResetBody,
  passwordResetRequestBody,
  registrationUpdateBody,
  signInBody,
  signInResponse,
} from "../auth.js";
import { member } from "../members.js";
import { defineRoutes, noContent, redirectNoContent } from "../route.js";
import { signOutResult } from "../setup.js";

export const authApi = defineRoutes("auth", {
  /** JSON for the client; a form post (no JavaScript) is answered with a 303 to the next page instead. */
  signIn: {
    method: "POST",
    path: "/users/sign_in",
    body: signInBody,
    response: { 200: signInResponse, 303: redirectNoContent },
  },
  /** 200 with the provider's logout address after a single sign-on whose provider offers one, else 204. */
  signOut: { method: "DELETE", path: "/users/sign_out", response: { 200: signOutResult, 204: noContent } },
  requestPasswordReset: {
    method: "POST",
    path: "/users/password",
    body: passwordResetRequestBody,
    response: { 200: messageResponse },
  },
  resetPassword: {
    method: "PUT",
    path: "/users/password",
    body: passwordResetBody,
    response: { 200: messageResponse },
  },
  registration: { method: "GET", path: "/users/edit", response: { 200: member } },
  updateRegistration: { method: "PUT", path: "/users", body: registrationUpdateBody, response: { 200: member } },
});
