import { z } from "zod";
import { language, requiredEmail } from "./common.js";
import { member } from "./members.js";
import { timeZoneField } from "./time-zones.js";

/** The identity provider the sign-in page offers (OIDC_* settings), or null when single sign-on is off. */
export const ssoProvider = z.object({ label: z.string() }).nullable();
export type SsoProvider = z.infer<typeof ssoProvider>;

/** GET /api/v1/auth/providers: what the sign-in and setup pages offer besides the password. */
export const authProviders = z.object({ oidc: ssoProvider });
export type AuthProviders = z.infer<typeof authProviders>;

/** GET /api/v1/setup/{token}: the network as the first start made it, for the setup form's defaults. */
export const setupInfo = z.object({
  network: z.object({ name: z.string(), language }),
  /** When the link expires (ISO 8601). */
  expires_at: z.string(),
});
export type SetupInfo = z.infer<typeof setupInfo>;

const nameField = z.string().trim().min(1, "required").max(100, "is too long (maximum is 100 characters)");

/** POST /api/v1/setup/{token}: the network's name, language and time zone and the first administrator. */
export const setupBody = z.object({
  network: z.object({
    name: nameField,
    language,
    time_zone: timeZoneField(),
  }),
  user: z.object({
    first_name: nameField,
    last_name: nameField,
    email: requiredEmail,
    password: z.string().min(10, "too_short").max(200),
    password_confirmation: z.string().max(200),
  }),
});
export type SetupBody = z.infer<typeof setupBody>;

export const setupResult = z.object({ member, redirect_to: z.string() });

/** DELETE /users/sign_out after a single sign-on: where the browser ends the provider's session too. */
export const signOutResult = z.object({ logout_url: z.string() });
