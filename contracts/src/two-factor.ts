import { z } from "zod";
import { id } from "./common.js";

export const factorTypes = ["totp", "email"] as const;
export const factorType = z.enum(factorTypes);
export type FactorType = z.infer<typeof factorType>;

/** One entry per type; `id` is null while the type is not set up. */
export const factor = z.object({ id: id.nullable(), type: factorType, last_used_at: z.string().nullable() });
export const factorList = z.array(factor);
export type Factor = z.infer<typeof factor>;

export const newFactorQuery = z.object({ type: factorType });
export const newFactorResponse = z.union([
  z.object({ provisioning_uri: z.string() }),
  z.object({ secret_key: z.string() }),
]);

const code = z
  .string()
  .trim()
  .regex(/^[0-9a-zA-Z-]{6,12}$/, "invalid_code");

export const createFactorBody = z.object({
  type: factorType,
  code,
  provisioning_uri: z.string().max(1000).optional(),
  secret_key: z.string().max(200).optional(),
});
export const codeBody = z.object({ code });
export const optionalCodeBody = z.object({ code: code.optional() });
export const backupCodesResponse = z.object({ backup_codes: z.array(z.string()) });
export const redirectToResponse = z.object({ redirect_to: z.string() });
