import {
  type ActivityStream,
  type ActivityStreamList,
  type AdminActivityStream,
  ALL_STREAM,
  type activityStreamBody,
  type StreamSubscription,
} from "@intranet/contracts";
import type { z } from "zod";
import type { AppContext } from "../../context.js";
import { AppError, invalid, notFound } from "../../http/errors.js";
import type { MemberRow } from "../members/members.schema.js";
import { inNetworkStream, networkStreamOf } from "./activities.access.js";
import type { PageScope } from "./activities.repo.js";
import {
  deleteStream,
  findStreamById,
  findStreamBySlug,
  insertStream,
  listStreams,
  nextStreamPosition,
  setFollowing,
  streamSlugTaken,
  streamsWithSubscriptions,
  streamWithSubscriptionFlag,
  updateStream,
} from "./streams.repo.js";
import type { ActivityStreamRow } from "./streams.schema.js";

type StreamInput = z.output<typeof activityStreamBody>;

/**
 * The id of the network stream `all`. The stream is virtual (no row: every network has it and the
 * migrations insert nothing), so its id is this constant.
 */
export const ALL_STREAM_ID = "000000000000000000000a11";

const streamPath = (slug: string) => `/activitystreams/${slug}`;

const ALL: ActivityStream = {
  id: ALL_STREAM_ID,
  slug: ALL_STREAM,
  name: "All",
  path: streamPath(ALL_STREAM),
  subscription_status: null,
};

/**
 * GET /activitystreams.json: `all` first, then the network streams (none for external members, who read only
 * `all`), each with whether the member follows it where the network lets members subscribe (null otherwise).
 */
export async function streamsFor(ctx: AppContext, viewer: MemberRow): Promise<ActivityStreamList> {
  const can = { create_streams: viewer.isNetworkAdmin };
  if (viewer.isExternal) return { streams: [ALL], can };
  const rows = await streamsWithSubscriptions(ctx.db, viewer.id);
  const streams = rows.map(
    (r): ActivityStream => ({
      id: r.stream.id,
      slug: r.stream.slug,
      name: r.stream.name,
      path: streamPath(r.stream.slug),
      subscription_status: r.subscriptions === true ? r.following === true : null,
    }),
  );
  return { streams: [ALL, ...streams], can };
}

/**
 * What a network stream page selects: `all` as the member follows it, another stream's own activities; 404 for any
 * stream but `all` to external members. Whether the stream exists is asked only when its page comes out empty
 * (`requireStreamOfEmptyPage`): an activity names an existing stream (a rename moves it, a deletion moves it to
 * `all`), so a page with activities proves it, and the page keeps the statements of `all`.
 */
export function networkStreamScope(viewer: MemberRow, slug: string): PageScope {
  if (slug === ALL_STREAM) return { key: "all", where: (v) => networkStreamOf(v), genericPlan: true };
  if (viewer.isExternal) throw notFound();
  return { key: "stream", where: (_, id) => inNetworkStream(id), id: slug };
}

/** 404 for an empty page of a network stream that does not exist. */
export async function requireStreamOfEmptyPage(ctx: AppContext, slug: string) {
  if (slug !== ALL_STREAM && !(await findStreamBySlug(ctx.db, slug))) throw notFound();
}

/** The network stream a member posts in, by slug: `all` or an existing one (422 otherwise); null for `all`. */
export async function requirePostingStream(ctx: AppContext, slug: string): Promise<string> {
  if (slug === ALL_STREAM) return ALL_STREAM;
  if (!(await findStreamBySlug(ctx.db, slug))) throw invalid({ stream: ["is invalid"] });
  return slug;
}

const subscriptionsDisabled = () =>
  new AppError(422, "subscriptions_disabled", "This network does not let members subscribe to streams.");

/** POST/DELETE /activitystreams/{slug}/subscribe: follow or leave a network stream in the member's `all`. */
export async function subscribeToStream(
  ctx: AppContext,
  viewer: MemberRow,
  slug: string,
  following: boolean,
): Promise<StreamSubscription> {
  if (slug !== ALL_STREAM && viewer.isExternal) throw notFound();
  const { enabled, streamId } = await streamWithSubscriptionFlag(ctx.db, slug);
  if (slug === ALL_STREAM) {
    throw new AppError(422, "stream_not_subscribable", "The stream all is always followed.");
  }
  if (!streamId) throw notFound();
  if (!enabled) throw subscriptionsDisabled();
  await setFollowing(ctx.db, streamId, viewer.id, following);
  return { subscription_status: following };
}

export const presentAdminStream = (row: ActivityStreamRow): AdminActivityStream => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  description: row.description,
  position: row.position,
  path: streamPath(row.slug),
  created_at: row.createdAt.toISOString(),
});

/** Every network stream, for their administration. */
export async function adminStreams(ctx: AppContext) {
  return { streams: (await listStreams(ctx.db)).map(presentAdminStream) };
}

export async function requireStream(ctx: AppContext, id: string): Promise<ActivityStreamRow> {
  const row = await findStreamById(ctx.db, id);
  if (!row) throw notFound();
  return row;
}

async function requireFreeSlug(ctx: AppContext, slug: string, exceptId?: string) {
  if (await streamSlugTaken(ctx.db, slug, exceptId)) throw invalid({ slug: ["has already been taken"] });
}

/** Unique slugs are also held by the index: a race that slips past the check answers as the check would. */
const isSlugConflict = (err: unknown) =>
  typeof err === "object" &&
  err !== null &&
  JSON.stringify(err, Object.getOwnPropertyNames(err)).includes("activity_streams_slug_unique");

export async function createStream(ctx: AppContext, input: StreamInput): Promise<ActivityStreamRow> {
  await requireFreeSlug(ctx, input.slug);
  try {
    return await ctx.db.transaction(async (tx) =>
      insertStream(tx, {
        slug: input.slug,
        name: input.name,
        description: input.description,
        position: input.position ?? (await nextStreamPosition(tx)),
      }),
    );
  } catch (err) {
    if (isSlugConflict(err)) throw invalid({ slug: ["has already been taken"] });
    throw err;
  }
}

export async function changeStream(ctx: AppContext, id: string, input: StreamInput): Promise<ActivityStreamRow> {
  const before = await requireStream(ctx, id);
  await requireFreeSlug(ctx, input.slug, id);
  try {
    return await ctx.db.transaction((tx) =>
      updateStream(tx, before, {
        slug: input.slug,
        name: input.name,
        description: input.description,
        position: input.position ?? before.position,
      }),
    );
  } catch (err) {
    if (isSlugConflict(err)) throw invalid({ slug: ["has already been taken"] });
    throw err;
  }
}

/** Removes the stream; its activities move to `all` (nothing a member wrote is lost), its subscriptions go. */
export async function removeStream(ctx: AppContext, id: string) {
  const stream = await requireStream(ctx, id);
  await ctx.db.transaction((tx) => deleteStream(tx, stream));
}
