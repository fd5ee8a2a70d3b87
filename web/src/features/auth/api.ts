import {
  authApi,
  type RegistrationUpdateBody,
  type RouteBody,
  registrationsApi,
  type SignInBody,
  type SignUpBody,
} from "@intranet/contracts";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../api/route-client";

// A wrong password is an answer on these calls, not a lost session.
const expected401 = { redirectOnUnauthorized: false };

export const signIn = (body: SignInBody) => api(authApi.signIn, { body }, expected401);

/** Ends the session and reloads, so nothing of the member stays in memory. */
export async function signOut() {
  try {
    await api(authApi.signOut, {}, expected401);
  } finally {
    window.location.assign("/users/sign_in");
  }
}

export const requestPasswordReset = (body: RouteBody<typeof authApi.requestPasswordReset>) =>
  api(authApi.requestPasswordReset, { body }, expected401);

export const resetPassword = (body: RouteBody<typeof authApi.resetPassword>) =>
  api(authApi.resetPassword, { body }, expected401);

export const registrationQuery = queryOptions({
  queryKey: ["registration"],
  queryFn: ({ signal }) => api(authApi.registration, {}, { signal }),
});

export const updateRegistration = (body: RegistrationUpdateBody) =>
  api(authApi.updateRegistration, { body }, expected401);

/** Only same-site paths may be followed after sign-in, never another host. */
export function safeRedirect(target: string | null | undefined): string | null {
  if (!target?.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) return null;
  return target;
}

/** Joining without an invitation: the application, then the mailed link's confirmation. */
export const signUp = (body: SignUpBody) => api(registrationsApi.signUp, { body }, expected401);
export const confirmSignUp = (body: RouteBody<typeof registrationsApi.confirm>) =>
  api(registrationsApi.confirm, { body }, expected401);
