import { z } from "zod";
import { id, isoDateTime, language, requiredEmail } from "./common.js";
import { profileFields } from "./members.js";
import { property, propertyValues } from "./property-sets.js";

/**
 * POST /users: joining without an invitation (administration §3 join settings). The member exists only once the
 * address is confirmed (and, in a moderated network, an administrator accepted). `altcha`: the solved proof-of-work
 * challenge (base64 JSON, as the widget sends it) when the network asks for the captcha.
 */
export const signUpBody = z.object({
  user: z.object({
    email: requiredEmail,
    first_name: z.string().trim().min(1, "required").max(100),
    last_name: z.string().trim().min(1, "required").max(100),
    password: z.string().min(10, "too_short").max(200),
    password_confirmation: z.string().max(200),
    /** The member profile's fields (as the profile edit checks them), asked when `join_ask_for_profile_data` is on. */
    profile: profileFields.partial().optional(),
    /** The member profile property set's values (its text, date, selection and tag properties), asked with `profile`. */
    profile_properties: propertyValues.optional(),
    /** The language the page was read in: the mails and the member's language. */
    language: language.optional(),
  }),
  altcha: z.string().max(10_000).optional(),
});
export type SignUpBody = z.infer<typeof signUpBody>;

/**
 * GET /api/v1/registrations/member_profile: the member profile's properties a visitor fills in at sign-up (none while
 * the network does not ask for profile data).
 */
export const signUpProfileProperties = z.object({ properties: z.array(property) });

/** The captcha challenge for the ALTCHA widget, as altcha-lib creates it. */
export const captchaChallenge = z.looseObject({ parameters: z.looseObject({ algorithm: z.string() }) });

export const confirmationBody = z.object({ confirmation_token: z.string().min(1, "required").max(200) });
/** Confirmed: the member exists and may sign in; pending: an administrator decides first. */
export const confirmationResponse = z.object({ status: z.enum(["confirmed", "pending"]) });

export const networkJoinRequestStatus = z.enum(["pending", "accepted", "declined"]);

/** An application to join a moderated network, as administrators see it. */
export const networkJoinRequest = z.object({
  id,
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  profile: profileFields.partial(),
  /** The member profile property set's values the applicant gave (shown under the set's labels). */
  profile_properties: propertyValues,
  external: z.boolean(),
  status: networkJoinRequestStatus,
  created_at: isoDateTime(),
  decided_at: isoDateTime().nullable(),
});
export type NetworkJoinRequest = z.infer<typeof networkJoinRequest>;
export const networkJoinRequestList = z.object({ join_requests: z.array(networkJoinRequest) });

/** Shared "Join request: rejection_message" (administration §3). */
export const networkJoinRequestDeclineBody = z.object({ rejection_message: z.string().trim().max(2000).nullish() });
