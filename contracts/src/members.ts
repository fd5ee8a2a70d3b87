import { z } from "zod";
import { id, language } from "./common.js";

export const memberImages = z.object({
  medium: z.string().nullable(),
  large: z.string().nullable(),
  "40x40@2": z.string().nullable(),
});

export const memberCan = z.object({
  update_profile: z.boolean(),
  update_registration: z.boolean(),
  chat: z.boolean(),
  create_channels: z.boolean(),
});

export const profileFields = z.object({
  position: z.string().max(200).nullable(),
  department: z.string().max(200).nullable(),
  phone: z.string().max(50).nullable(),
  location: z.string().max(200).nullable(),
  about: z.string().max(5000).nullable(),
});
export type ProfileFields = z.infer<typeof profileFields>;

/** A member as others see them (avatars, pickers, lists). */
export const memberSummary = z.object({
  id,
  displayName: z.string(),
  images: memberImages,
  is_external: z.boolean(),
  path: z.string(),
});
export type MemberSummary = z.infer<typeof memberSummary>;

export const member = memberSummary.extend({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  is_network_admin: z.boolean(),
  locked: z.boolean(),
  language,
  time_zone: z.string(),
  profile: profileFields,
  can: memberCan,
});
export type Member = z.infer<typeof member>;

export const memberSearchQuery = z.object({
  q: z.string().trim().max(100).default(""),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

export const memberSearchResponse = z.array(memberSummary);

/** PUT /members/{id}: the profile as its owner (or an administrator) edits it. */
export const memberUpdateBody = z.object({
  member: z.object({
    first_name: z.string().trim().min(1, "required").max(100).optional(),
    last_name: z.string().trim().min(1, "required").max(100).optional(),
    language: language.optional(),
    time_zone: z.string().max(100).optional(),
    profile: profileFields.partial().optional(),
    /** A volatile or published image of the member's; null removes the picture. */
    avatar_image_id: id.nullable().optional(),
  }),
});
export type MemberUpdateBody = z.infer<typeof memberUpdateBody>;
