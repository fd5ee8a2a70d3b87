import { z } from "zod";
import { fieldErrorCodesMap } from "./field-errors.js";

/** 24-character lower-case hex id, time-ordered like an ObjectId. */
export const id = z.string().regex(/^[0-9a-f]{24}$/, "invalid id");
export type Id = z.infer<typeof id>;

/** The one error shape of every failure. */
export const errorResponse = z.object({
  error: z.string(),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  /** The code of each field message, for the client to translate (see field-errors.ts). */
  codes: fieldErrorCodesMap.optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

export const idParams = z.object({ id });

export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const pageMeta = z.object({
  page: z.number().int(),
  per_page: z.number().int(),
  total_count: z.number().int(),
  total_pages: z.number().int(),
});
export type PageMeta = z.infer<typeof pageMeta>;

export const languages = ["en", "de", "de_DU", "es", "fr"] as const;
export const language = z.enum(languages);
export type Language = z.infer<typeof language>;

export const imageRef = z.object({ id, token: z.string().optional() });
