import {
  CHANNEL_ROW_COLUMNS,
  CHANNEL_USERBAR_LIMITS,
  type Channel,
  type ChannelLayout,
  type ChannelLists,
  type channelAssignmentBody,
  type channelBody,
  type channelDesignInput,
  type channelUpdateBody,
  type DirectoryChannels,
  type directoryChannelsQuery,
  FULL_ROW_WIDGET_TYPES,
} from "@intranet/contracts";
import type { z } from "zod";
import type { AppContext } from "../../context.js";
import { forbidden, invalid, notFound } from "../../http/errors.js";
import { recordAudit } from "../administration/audit.repo.js";
import type { MemberRow } from "../members/members.schema.js";
import { deriveChannelDesign, presentChannel, presentSummary } from "./channel.presenter.js";
import { claimChannelImages } from "./channel-images.js";
import {
  addChannelAdmin,
  channelSections,
  channelsBySlugs,
  directoryChannelsPage,
  insertChannel,
  readableChannel,
  type SeenChannel,
  setFavorite,
  setSubscription,
  slugTaken,
  subscribeMany,
  updateChannelRow,
  widgetsOf,
} from "./channels.repo.js";

/** can.create_channels (communication.md §6): network administrators, as the member policy says. */
export const mayCreateChannels = (member: MemberRow) => member.isNetworkAdmin && !member.isExternal;

/** The channel the member may read by slug; 404 otherwise (a draft or archived one to a reader too). */
export async function readableOrNotFound(ctx: AppContext, member: MemberRow, slug: string): Promise<SeenChannel> {
  const seen = await readableChannel(ctx.db, member.id, { slug });
  if (!seen) throw notFound();
  return seen;
}

/** The channel the member may update; 404 when they may not read it, 403 when they only read it. */
export async function channelToUpdate(ctx: AppContext, member: MemberRow, slug: string): Promise<SeenChannel> {
  const seen = await readableOrNotFound(ctx, member, slug);
  if (!seen.canUpdate) throw forbidden();
  return seen;
}

const slugify = (title: string) =>
  title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60) || "channel";

async function freeSlug(ctx: AppContext, base: string): Promise<string> {
  for (let i = 1; i < 100; i++) {
    const slug = i === 1 ? base : `${base}-${i}`;
    if (!(await slugTaken(ctx.db, slug))) return slug;
  }
  return `${base}-${Date.now().toString(36)}`;
}

const emptyDesign = deriveChannelDesign({ primary: "", header_background: "", background: "" });

/** POST /channels: a draft (or as chosen) channel with its creator as administrator and its blog, in one transaction. */
export async function createChannel(
  ctx: AppContext,
  member: MemberRow,
  body: z.output<typeof channelBody>["channel"],
): Promise<Channel> {
  if (!mayCreateChannels(member)) throw forbidden();
  let slug: string;
  if (body.slug) {
    if (await slugTaken(ctx.db, body.slug)) throw invalid({ slug: ["has already been taken"] });
    slug = body.slug;
  } else slug = await freeSlug(ctx, slugify(body.title));
  const blogs = ctx.modules.channelBlogs;
  const row = await ctx.db.transaction(async (tx) => {
    await claimChannelImages(tx, member.id, body.image_url, null, "image_url");
    const created = await insertChannel(tx, {
      slug,
      title: body.title,
      description: body.description,
      imageUrl: body.image_url || null,
      status: body.status,
      startPage: body.start_page,
      creatorId: member.id,
      design: emptyDesign,
      layout: { rows: [] },
    });
    await addChannelAdmin(tx, created.id, member.id);
    await recordAudit(tx, {
      type: "ChannelCreate",
      actorId: member.id,
      subject: { type: "Channel", id: created.id },
      details: { slug, status: body.status },
    });
    if (!blogs) return created;
    const blogId = await blogs.create(tx, { channelId: created.id, title: body.title, creatorId: member.id });
    return updateChannelRow(tx, created.id, { blogId });
  });
  return presentChannel({ channel: row, canUpdate: true, favorited: false, subscribed: false });
}

/** PUT /channels/{slug}: settings and design, by who may update the channel. */
export async function updateChannel(
  ctx: AppContext,
  member: MemberRow,
  slug: string,
  body: z.output<typeof channelUpdateBody>["channel"],
): Promise<Channel> {
  const seen = await channelToUpdate(ctx, member, slug);
  const c = body;
  if (c.slug && c.slug !== seen.channel.slug && (await slugTaken(ctx.db, c.slug, seen.channel.id)))
    throw invalid({ slug: ["has already been taken"] });
  const design = c.design ? deriveChannelDesign(c.design as z.output<typeof channelDesignInput>) : undefined;
  const row = await ctx.db.transaction(async (tx) => {
    await claimChannelImages(tx, member.id, c.image_url, seen.channel.imageUrl, "image_url");
    return updateChannelRow(tx, seen.channel.id, {
      ...(c.title !== undefined ? { title: c.title } : {}),
      ...(c.slug ? { slug: c.slug } : {}),
      ...(c.description !== undefined ? { description: c.description } : {}),
      ...(c.image_url !== undefined ? { imageUrl: c.image_url || null } : {}),
      ...(c.status !== undefined ? { status: c.status } : {}),
      ...(c.start_page !== undefined ? { startPage: c.start_page } : {}),
      ...(design ? { design } : {}),
    });
  });
  return presentChannel({ ...seen, channel: row });
}

export async function channelLayout(ctx: AppContext, member: MemberRow, slug: string): Promise<ChannelLayout> {
  return (await readableOrNotFound(ctx, member, slug)).channel.layout;
}

/**
 * PUT /channels/{slug}/layout (communication.md §3, §5, §9): each row's columns as its type has them, each of the
 * channel's widgets at most once, the appointments widget only in a full row. Widgets left out stay unplaced.
 */
export async function updateLayout(
  ctx: AppContext,
  member: MemberRow,
  slug: string,
  layout: ChannelLayout,
): Promise<ChannelLayout> {
  const seen = await channelToUpdate(ctx, member, slug);
  const widgets = new Map((await widgetsOf(ctx.db, seen.channel.id)).map((w) => [w.id, w]));
  const errors: Record<string, string[]> = {};
  const placed = new Set<string>();
  layout.rows.forEach((row, i) => {
    if (row.columns.length !== CHANNEL_ROW_COLUMNS[row.type])
      errors[`rows.${i}.columns`] = [`a ${row.type} row has ${CHANNEL_ROW_COLUMNS[row.type]} columns`];
    for (const id of row.columns.flat()) {
      const w = widgets.get(id);
      if (!w) errors[`rows.${i}.columns`] = ["contains unknown widgets"];
      else if (placed.has(id)) errors[`rows.${i}.columns`] = ["must be unique"];
      else if (FULL_ROW_WIDGET_TYPES.includes(w.type) && row.type !== "full")
        errors[`rows.${i}.type`] = [`the ${w.type} widget needs a full row`];
      placed.add(id);
    }
  });
  if (Object.keys(errors).length) throw invalid(errors);
  return (await updateChannelRow(ctx.db, seen.channel.id, { layout })).layout;
}

export async function favoriteChannel(ctx: AppContext, member: MemberRow, slug: string, on: boolean) {
  const seen = await readableOrNotFound(ctx, member, slug);
  await setFavorite(ctx.db, seen.channel.id, member.id, on);
  return { favorited: on };
}

export async function subscribeChannel(ctx: AppContext, member: MemberRow, slug: string, on: boolean) {
  const seen = await readableOrNotFound(ctx, member, slug);
  const count = await ctx.db.transaction((tx) => setSubscription(tx, seen.channel.id, member.id, on));
  return { subscribed: on, subscribers_count: count };
}

/** GET /channels: the userbar's channel navigation, every entry readable by the member. */
export async function channelLists(ctx: AppContext, member: MemberRow): Promise<ChannelLists> {
  const s = await channelSections(ctx.db, member.id, CHANNEL_USERBAR_LIMITS);
  return {
    start_page: s.startPage.map(presentSummary),
    subscribed: s.subscribed.map(presentSummary),
    recent: s.recent.map(presentSummary),
    popular: s.popular.map(presentSummary),
    can: { create_channels: mayCreateChannels(member) },
  };
}

/** GET /directory/channels: the directory's channels tab. */
export async function directoryChannels(
  ctx: AppContext,
  member: MemberRow,
  q: z.output<typeof directoryChannelsQuery>,
): Promise<DirectoryChannels> {
  const { rows, total } = await directoryChannelsPage(ctx.db, member.id, {
    q: q.q,
    letter: q.letter,
    onlySubscribed: q.only_subscribed,
    onlyPublic: q.only_public,
    limit: q.per_page,
    offset: (q.page - 1) * q.per_page,
  });
  return {
    entries: rows.map((r) => ({
      ...presentSummary(r),
      subscribers_count: r.subscribersCount,
      is_subscribed: r.subscribed,
      favorited: r.favorited,
    })),
    pagination: { page: q.page, per_page: q.per_page, total },
    can: { create_channels: mayCreateChannels(member) },
  };
}

/**
 * POST /administration/channel_settings/assign_channel_subscriptions (administration.md §3, §5): subscribes the
 * members, or every member with `subscribe_all_network_members`, to the channels named by slug.
 */
export async function assignSubscriptions(
  ctx: AppContext,
  actor: MemberRow,
  body: z.output<typeof channelAssignmentBody>,
): Promise<{ subscribed: number }> {
  const slugs = [...new Set(body.channels)];
  const rows = await channelsBySlugs(ctx.db, slugs);
  if (rows.length !== slugs.length) throw invalid({ channels: ["contains unknown entries"] });
  const who = body.subscribe_all_network_members ? "all" : [...new Set((body.members ?? []).map((m) => m.id))];
  return ctx.db.transaction(async (tx) => {
    const subscribed = await subscribeMany(
      tx,
      rows.map((r) => r.id),
      who,
    );
    await recordAudit(tx, {
      type: "ChannelSubscriptionsAssign",
      actorId: actor.id,
      subject: { type: "Channel", id: null },
      details: { channels: slugs, members: who === "all" ? "all" : who.length, subscribed },
    });
    return { subscribed };
  });
}
