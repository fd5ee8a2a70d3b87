import type {
  Member,
  passwordResetBody,
  passwordResetRequestBody,
  RegistrationUpdateBody,
  SignInBody,
  SignInResponse,
} from "@intranet/contracts";
import { queryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import { apiGet, apiSend } from "../../api/client";

type MessageResponse = { message: string };

// A wrong password is an answer on these calls, not a lost session.
const expected401 = { redirectOnUnauthorized: false };

export const signIn = (body: SignInBody) => apiSend<SignInResponse>("POST", "/users/sign_in", body, expected401);

/** Ends the session and reloads, so nothing of the member stays in memory. */
export async function signOut() {
  try {
    await apiSend<void>("DELETE", "/users/sign_out", undefined, expected401);
  } finally {
    window.location.assign("/users/sign_in");
  }
}

export const requestPasswordReset = (body: z.infer<typeof passwordResetRequestBody>) =>
  apiSend<MessageResponse>("POST", "/users/password", body, expected401);

export const resetPassword = (body: z.infer<typeof passwordResetBody>) =>
  apiSend<MessageResponse>("PUT", "/users/password", body, expected401);

export const registrationQuery = queryOptions({
  queryKey: ["registration"],
  queryFn: ({ signal }) => apiGet<Member>("/users/edit", { signal }),
});

export const updateRegistration = (body: RegistrationUpdateBody) => apiSend<Member>("PUT", "/users", body, expected401);

/** Only same-site paths may be followed after sign-in, never another host. */
export function safeRedirect(target: string | null | undefined): string | null {
  if (!target?.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) return null;
  return target;
}
