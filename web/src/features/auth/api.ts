import {
  authApi,
  isSitePath,
  type RegistrationUpdateBody,
  type RouteBody,
  registrationsApi,
  type SetupBody,
  type SignInBody,
  type SignUpBody,
  setupApi,
  ssoApi,
} from "@intranet/contracts";
import { queryOptions } from "@tanstack/react-query";
import { setUnauthorizedHandler } from "../../api/client";
import { api, routeUrl } from "../../api/route-client";
import { forgetAllMemberCaches } from "../../lib/member-cache";
import { unsubscribeThisBrowser } from "../../lib/push";

// A wrong password is an answer on these calls, not a lost session.
const expected401 = { redirectOnUnauthorized: false };

export const signIn = (body: SignInBody) => api(authApi.signIn, { body }, expected401);

/**
 * Ends the session and reloads, so nothing of the member stays in memory: their kept screens (IndexedDB) and this
 * browser's push subscription go too (the server ends the session's devices with it). After a single sign-on the
 * provider's sign-out page comes first, when it offers one (it sends the browser back to the sign-in page).
 * A call of the screen that answers 401 meanwhile (the session is ending) does not navigate on its own: the page load
 * below is the only one.
 */
export async function signOut() {
  let next = "/users/sign_in";
  setUnauthorizedHandler(() => {});
  try {
    const result = await api(authApi.signOut, {}, expected401);
    if (result?.logout_url) next = result.logout_url;
  } finally {
    await Promise.all([forgetAllMemberCaches(), unsubscribeThisBrowser().catch(() => {})]);
    window.location.assign(next);
  }
}

/** What the sign-in page offers besides the password (the identity provider's button). */
export const authProvidersQuery = queryOptions({
  queryKey: ["auth", "providers"],
  queryFn: ({ signal }) => api(ssoApi.providers, {}, { signal, redirectOnUnauthorized: false }),
  staleTime: Number.POSITIVE_INFINITY,
});

/** Where the single sign-on begins (a full page load: the browser goes on to the provider). */
export const ssoStartUrl = (redirectTo: string | null) =>
  routeUrl(ssoApi.oidcStart, { query: redirectTo ? { redirect_to: redirectTo } : {} });

/** The first start's setup link: the network's defaults, or 404 once used or expired. */
export const setupQuery = (token: string) =>
  queryOptions({
    queryKey: ["setup", token],
    queryFn: ({ signal }) => api(setupApi.show, { params: { token } }, { signal, redirectOnUnauthorized: false }),
    retry: false,
  });

export const completeSetup = (token: string, body: SetupBody) =>
  api(setupApi.complete, { params: { token }, body }, expected401);

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
  return target && isSitePath(target) ? target : null;
}

/** Joining without an invitation: the application, then the mailed link's confirmation. */
export const signUp = (body: SignUpBody) => api(registrationsApi.signUp, { body }, expected401);

/** The member profile's fields a visitor fills in at sign-up (none unless the network asks for profile data). */
export const signUpProfilePropertiesQuery = queryOptions({
  queryKey: ["registrations", "member_profile"],
  queryFn: ({ signal }) => api(registrationsApi.signUpProfileProperties, {}, { signal, ...expected401 }),
  retry: false,
});
export const confirmSignUp = (body: RouteBody<typeof registrationsApi.confirm>) =>
  api(registrationsApi.confirm, { body }, expected401);
