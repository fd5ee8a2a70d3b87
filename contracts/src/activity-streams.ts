import { z } from "zod";
import { ALL_STREAM } from "./activities.js";
import { id } from "./common.js";

/** A stream the member may read, for the stream navigation (`GET /activitystreams.json`). */
export const activityStream = z.object({
  id,
  slug: z.string(),
  name: z.string(),
  path: z.string(),
  /** Null where the network does not let members subscribe to network streams, or for the group streams. */
  subscription_status: z.boolean().nullable(),
});
export type ActivityStream = z.infer<typeof activityStream>;

export const activityStreamList = z.object({
  streams: z.array(activityStream),
  can: z.object({ create_streams: z.boolean() }),
});
export type ActivityStreamList = z.infer<typeof activityStreamList>;

/** POST or DELETE /activitystreams/{slug}/subscribe: whether the member now follows the stream in `all`. */
export const streamSubscription = z.object({ subscription_status: z.boolean() });
export type StreamSubscription = z.infer<typeof streamSubscription>;

/** A network stream's slug: lowercase letters, digits and single hyphens; `all` is taken by the virtual stream. */
export const MAX_STREAM_SLUG = 60;
export const MAX_STREAM_NAME = 100;
export const MAX_STREAM_DESCRIPTION = 500;
export const activityStreamSlug = z
  .string()
  .trim()
  .min(1, "can't be blank")
  .max(MAX_STREAM_SLUG)
  // Empty passes here: `min` says it once.
  .regex(/^$|^[a-z0-9]+(?:-[a-z0-9]+)*$/, "is invalid")
  .refine((slug) => slug !== ALL_STREAM, "has already been taken");

/** A network stream an administrator keeps (`/administration/activitystreams`). */
export const adminActivityStream = z.object({
  id,
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  position: z.number().int(),
  path: z.string(),
  created_at: z.string(),
});
export type AdminActivityStream = z.infer<typeof adminActivityStream>;
export const adminActivityStreamList = z.object({ streams: z.array(adminActivityStream) });

/** Creating or editing a network stream; `position` orders the stream navigation (lowest first, then by name). */
export const activityStreamBody = z.object({
  name: z.string().trim().min(1, "can't be blank").max(MAX_STREAM_NAME),
  slug: activityStreamSlug,
  description: z.string().trim().max(MAX_STREAM_DESCRIPTION).default(""),
  position: z.number().int().min(0).max(10_000).optional(),
});
export type ActivityStreamBody = z.input<typeof activityStreamBody>;
export const activityStreamIdParams = z.object({ id });
