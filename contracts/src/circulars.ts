import { z } from "zod";
import { id } from "./common.js";
import { memberSummary } from "./members.js";

/** Circulars ("Rundschreiben", communication §2): sent by administrators to an audience, confirmed by each reader. */

export const CIRCULAR_TITLE_MAX = 200;
export const CIRCULAR_CONTENT_MAX = 200_000;
/** Circulars on one page of a list, and members on one page of the confirmations. */
export const CIRCULARS_PER_PAGE = 20;
export const CIRCULAR_CONFIRMATIONS_PER_PAGE = 50;

export const circularGroup = z.object({ id, slug: z.string(), name: z.string() });

/** One circular in the member's list. */
export const circularEntry = z.object({
  id,
  title: z.string(),
  /** The start of the content as plain text. */
  excerpt: z.string(),
  author: memberSummary.nullable(),
  created_at: z.string(),
  /** The member has confirmed reading it (false for an author or administrator who did not receive it). */
  confirmed: z.boolean(),
  confirmed_at: z.string().nullable(),
  /** The member wrote it: the author is not one of its recipients and has nothing to confirm. */
  sent_by_me: z.boolean(),
  /** The group it went to; null for the whole network. */
  group: circularGroup.nullable(),
  path: z.string(),
});
export type CircularEntry = z.infer<typeof circularEntry>;

/** A keyset cursor: the last circular's (time-ordered) id. */
export const circularPageQuery = z.object({ before: id.optional() });

export const circularList = z.object({
  circulars: z.array(circularEntry),
  next_cursor: z.string().nullable(),
  /** `create`: the member may send a circular here (anywhere, for GET /rundschreiben). */
  can: z.object({ create: z.boolean() }),
});
export type CircularList = z.infer<typeof circularList>;

export const circularCan = z.object({
  /** The member received it and may confirm reading it. */
  confirm: z.boolean(),
  /** The member sees who has and who has not confirmed (the author and the audience's administrators). */
  view_confirmations: z.boolean(),
  destroy: z.boolean(),
});
export type CircularCan = z.infer<typeof circularCan>;

export const circular = circularEntry.extend({
  /** Sanitized HTML (the server's `circular` allowlist, applied on write and again on read). */
  html_content: z.string(),
  /** Only for those who may view the confirmations. */
  confirmed_count: z.number().int().nonnegative().optional(),
  recipient_count: z.number().int().nonnegative().optional(),
  can: circularCan,
});
export type Circular = z.infer<typeof circular>;

export const circularFields = z.object({
  title: z.string().trim().min(1, "required").max(CIRCULAR_TITLE_MAX),
  html_content: z.string().max(CIRCULAR_CONTENT_MAX),
  /** The group whose active members receive it; absent or null: every active member of the network (the author never). */
  group_id: id.nullable().optional(),
});
export const circularBody = z.object({ circular: circularFields });
export type CircularBody = z.input<typeof circularBody>;

export const circularConfirmationState = z.enum(["confirmed", "pending"]);
export type CircularConfirmationState = z.infer<typeof circularConfirmationState>;

/** A keyset cursor over recipients: the last member's id. */
export const circularConfirmationsQuery = z.object({
  state: circularConfirmationState.default("confirmed"),
  before: id.optional(),
});

export const circularConfirmation = z.object({
  member: memberSummary,
  confirmed_at: z.string().nullable(),
});

export const circularConfirmations = z.object({
  confirmations: z.array(circularConfirmation),
  next_cursor: z.string().nullable(),
  confirmed_count: z.number().int().nonnegative(),
  pending_count: z.number().int().nonnegative(),
});
export type CircularConfirmations = z.infer<typeof circularConfirmations>;
