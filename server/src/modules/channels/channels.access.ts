import type { BlogChannel } from "@intranet/contracts";
import { type AnyColumn, and, eq, exists, or, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { QueryBuilder } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client.js";
import { isNetworkAdminMember } from "../members/members.repo.js";
import { channelAdmins, channelSubscriptions, channels } from "./channels.schema.js";

const qb = new QueryBuilder();

/**
 * SQL: the member holds the channel update permission (communication.md §6): a channel administrator (its creator
 * from the start) or a network administrator. It gates editing, layout, widgets, articles and reading a draft or
 * archived channel.
 */
export function channelUpdatableBy(channelId: SQLWrapper, memberId: string | SQLWrapper): SQL {
  return or(
    exists(
      qb
        .select({ one: sql`1` })
        .from(channelAdmins)
        .where(and(eq(channelAdmins.channelId, channelId), eq(channelAdmins.memberId, memberId))),
    ),
    isNetworkAdminMember(memberId),
  ) as SQL;
}

/** SQL over `channels`: the member may read the channel (published, or they may update it). */
export const channelsReadableBy = (memberId: string): SQL =>
  or(eq(channels.status, "published"), channelUpdatableBy(channels.id, memberId)) as SQL;

/** SQL over `channels`: published for everyone who may read it (the directory's `only_public`). */
export const channelPublished = (): SQL => eq(channels.status, "published");

/** SQL: the member subscribes the channel with this id. */
export const subscribesChannel = (channelId: SQLWrapper, memberId: string): SQL =>
  exists(
    qb
      .select({ one: sql`1` })
      .from(channelSubscriptions)
      .where(and(eq(channelSubscriptions.channelId, channelId), eq(channelSubscriptions.memberId, memberId))),
  );

// ---- the blogs module's `blogHosts` (BRIEF contract): a channel's blog as its channel's access says ----

/** The channel whose blog is `blogId`, with a further condition on it. */
const channelOfBlog = (blogId: SQL | AnyColumn, condition: (channelId: SQLWrapper) => SQL): SQL => {
  const inner = sql`${channels.id}`;
  return sql`exists (select 1 from ${channels} where ${channels.blogId} = ${blogId} and ${condition(inner)})`;
};

/**
 * SQL: the member may read the blog `blogId`: its channel is published or the member may update the channel; a blog
 * no channel hosts (one the administrators made, `POST /blogs`) is the network's, read by every member.
 */
export const channelBlogReadable = (blogId: SQL | AnyColumn, memberId: string | SQLWrapper): SQL =>
  or(
    sql`not exists (select 1 from ${channels} where ${channels.blogId} = ${blogId})`,
    channelOfBlog(
      blogId,
      (channelId) => or(sql`${channels.status} = 'published'`, channelUpdatableBy(channelId, memberId)) as SQL,
    ),
  ) as SQL;

/** SQL: the member holds the update permission of the blog's channel (passes every blog policy). */
export const channelBlogManageable = (blogId: SQL | AnyColumn, memberId: string): SQL =>
  channelOfBlog(blogId, (channelId) => channelUpdatableBy(channelId, memberId));

/** SQL: the member subscribes the blog's channel (the audience type "channel"). */
export const channelBlogSubscribed = (blogId: SQL | AnyColumn, memberId: string): SQL =>
  channelOfBlog(blogId, (channelId) => subscribesChannel(channelId, memberId));

/** The members who subscribe the channel whose blog is `blogId` (told when an article is published). */
export async function subscribersOfBlog(db: DbOrTx, blogId: string): Promise<string[]> {
  const rows = await db
    .select({ memberId: channelSubscriptions.memberId })
    .from(channelSubscriptions)
    .innerJoin(channels, eq(channels.id, channelSubscriptions.channelId))
    .where(eq(channels.blogId, blogId));
  return rows.map((r) => r.memberId);
}

/** The channel whose blog is `blogId`, when the member may read it (the blog's pages link back to it), or null. */
export async function channelOfBlogFor(db: DbOrTx, memberId: string, blogId: string): Promise<BlogChannel> {
  const [row] = await db
    .select({ slug: channels.slug, title: channels.title })
    .from(channels)
    .where(and(eq(channels.blogId, blogId), channelsReadableBy(memberId)));
  return row ?? null;
}

/** The blog id of the channel with this slug the member may read, or null (GET /channels/{slug}/blog/articles). */
export async function blogOfChannelSlug(db: DbOrTx, memberId: string, slug: string): Promise<string | null> {
  const [row] = await db
    .select({ blogId: channels.blogId })
    .from(channels)
    .where(and(eq(channels.slug, slug), channelsReadableBy(memberId)));
  return row?.blogId ?? null;
}
