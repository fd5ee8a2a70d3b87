import { z } from "zod";
import { member } from "./members.js";

export const signInBody = z.object({
  user: z.object({
    email: z.string().trim().min(1, "required").max(254),
    password: z.string().min(1, "required").max(200),
  }),
});
export type SignInBody = z.infer<typeof signInBody>;

/** Signed in, or a second factor is needed before the session starts. */
export const signInResponse = z.union([
  z.object({ status: z.literal("signed_in"), member, redirect_to: z.string() }),
  z.object({
    status: z.literal("two_factor_required"),
    factor_types: z.array(z.enum(["totp", "email"])),
  }),
]);

export const passwordResetRequestBody = z.object({
  user: z.object({ email: z.string().trim().min(1, "required").max(254) }),
});

export const passwordResetBody = z.object({
  user: z.object({
    reset_password_token: z.string().min(1, "required").max(200),
    password: z.string().min(10, "too_short").max(200),
    password_confirmation: z.string().max(200),
  }),
});

export const registrationUpdateBody = z.object({
  user: z.object({
    email: z.email("invalid_email").max(254).optional(),
    password: z.string().min(10, "too_short").max(200).optional(),
    password_confirmation: z.string().max(200).optional(),
    current_password: z.string().min(1, "required").max(200),
  }),
});
export type RegistrationUpdateBody = z.infer<typeof registrationUpdateBody>;

export const messageResponse = z.object({ message: z.string() });
