import type { ActivityPage, activityPageQuery, StreamFilter } from "@intranet/contracts";
import { type Activity, type ActivityObjectSummary, ALL_STREAM, REPLIES_PREVIEW } from "@intranet/contracts";
import type { SQLWrapper } from "drizzle-orm";
import type { z } from "zod";
import type { AppContext } from "../../context.js";
import { notFound } from "../../http/errors.js";
import { findMemberById, findMembersByIds } from "../members/members.repo.js";
import type { MemberRow } from "../members/members.schema.js";
import { findStreamGroup } from "./activities.access.js";
import {
  activityPage,
  authoredBy,
  inGroup,
  type LoadedActivity,
  likedBy,
  loadActivity,
  type PageOptions,
  type PageScope,
} from "./activities.repo.js";
import { mayPostInNetwork } from "./activity.policy.js";
import { attachedUploadIdsOf, namedMemberIds, presentActivity } from "./activity.presenter.js";
import { TAG_NAME } from "./activity-content.js";
import { uploadsById } from "./attachments.service.js";
import { allReplies, type LoadedReply, replyPreviews } from "./replies.repo.js";
import { networkStreamScope, requireStreamOfEmptyPage } from "./streams.service.js";
import { findTagsStartingWith } from "./tags.repo.js";

type PageQuery = z.output<typeof activityPageQuery>;

/** Tags offered by the tag search. */
const TAGS_FOUND = 10;

/**
 * Presents activities for the viewer in a fixed number of statements, whatever their number: the replies
 * shown under them (the newest few per activity, or every one of a single activity's page), then every
 * member the page names.
 */
export async function presentedActivities(
  ctx: AppContext,
  viewer: MemberRow,
  all: LoadedActivity[],
  opts: { everyReply?: boolean } = {},
): Promise<Activity[]> {
  const db = ctx.db;
  const summaries = await objectSummaries(ctx, viewer, all);
  // An activity about another module's object shows only while the viewer may read that object.
  const loaded = all.filter((l) => !l.activity.objectId || summaries.has(l.activity.id));
  if (loaded.length === 0) return [];
  const first = loaded[0];
  const replies =
    opts.everyReply && first
      ? await allReplies(db, first.activity.id)
      : await replyPreviews(
          db,
          loaded.map((l) => l.activity),
          REPLIES_PREVIEW,
        );
  const [people, uploads] = await Promise.all([
    findMembersByIds(db, namedMemberIds(loaded, replies)).then((rows) => new Map(rows.map((m) => [m.id, m]))),
    uploadsById(db, attachedUploadIdsOf(loaded, replies)),
  ]);
  const byActivity = new Map<string, LoadedReply[]>();
  for (const r of replies) byActivity.set(r.activityId, [...(byActivity.get(r.activityId) ?? []), r]);
  return loaded.map((l) =>
    presentActivity(
      { viewer, people, uploads },
      l,
      byActivity.get(l.activity.id) ?? [],
      summaries.get(l.activity.id) ?? null,
    ),
  );
}

/**
 * The summaries of the objects other modules posted activities about, by activity id: one call per activity type
 * on the page (the module's `activityTypes` entry in its descriptor), whatever the number of activities.
 */
async function objectSummaries(ctx: AppContext, viewer: MemberRow, loaded: LoadedActivity[]) {
  const byType = new Map<string, LoadedActivity[]>();
  for (const l of loaded) {
    if (l.activity.objectId) byType.set(l.activity.objectType, [...(byType.get(l.activity.objectType) ?? []), l]);
  }
  const out = new Map<string, ActivityObjectSummary>();
  for (const [type, list] of byType) {
    const presenter = ctx.modules.activityTypes.get(type);
    if (!presenter) continue;
    const objects = await presenter.present(
      ctx.db,
      viewer,
      list.flatMap((l) => l.activity.objectId ?? []),
      ctx,
    );
    for (const l of list) {
      const summary = l.activity.objectId ? objects.get(l.activity.objectId) : undefined;
      if (summary) out.set(l.activity.id, summary);
    }
  }
  return out;
}

/** One page of a stream: the activities, the cursor of the next page (null on the last). */
export async function streamPage(ctx: AppContext, viewer: MemberRow, opts: PageOptions) {
  const { rows, more } = await activityPage(ctx.db, viewer, opts);
  const last = rows[rows.length - 1];
  return {
    activities: await presentedActivities(ctx, viewer, rows),
    next_cursor: more && last ? last.activity.id : null,
  };
}

/** The activity with every published reply and answer; 404 unless the viewer may read it. */
export async function presentedActivity(ctx: AppContext, viewer: MemberRow, id: string, everyReply = false) {
  const loaded = await loadActivity(ctx.db, viewer, id);
  if (!loaded) throw notFound();
  const [presented] = await presentedActivities(ctx, viewer, [loaded], { everyReply });
  if (!presented) throw notFound();
  return presented;
}

/** A page of a stream as its route answers it, with whether the viewer may post there. */
async function answeredPage(
  ctx: AppContext,
  viewer: MemberRow,
  scope: PageScope,
  query: PageQuery,
  filter: StreamFilter | undefined,
  post: boolean,
): Promise<ActivityPage> {
  const found = await streamPage(ctx, viewer, {
    scope,
    filter,
    tag: query.tag,
    before: query.before,
    limit: query.limit,
  });
  return { ...found, can: { post } };
}

/** A page of a network stream (`all` or one the administrators made); 404 for a stream that does not exist. */
export async function networkStreamPage(
  ctx: AppContext,
  viewer: MemberRow,
  slug: string,
  query: PageQuery,
  filter?: StreamFilter,
) {
  const found = await answeredPage(
    ctx,
    viewer,
    networkStreamScope(viewer, slug),
    query,
    filter,
    mayPostInNetwork(viewer),
  );
  if (found.activities.length === 0) await requireStreamOfEmptyPage(ctx, slug);
  return found;
}

/** A page of a group's stream: 404 for a group the viewer may not see, or whose content they may not read. */
export async function groupStreamPage(
  ctx: AppContext,
  viewer: MemberRow,
  groupSlug: string,
  slug: string,
  query: PageQuery,
  filter?: StreamFilter,
) {
  if (slug !== ALL_STREAM) throw notFound();
  const found = await findStreamGroup(ctx.db, viewer, groupSlug);
  if (!found?.readContent) throw notFound();
  return answeredPage(
    ctx,
    viewer,
    { key: "group", where: (_, id) => inGroup(id), id: found.group.id },
    query,
    filter,
    found.postable,
  );
}

/** A page of a member's activities or likes, as far as the viewer may read them; 404 for no such member. */
export async function memberActivityPage(
  ctx: AppContext,
  viewer: MemberRow,
  id: string,
  query: PageQuery,
  which: "authored" | "liked",
) {
  const other = await findMemberById(ctx.db, id);
  if (!other) throw notFound();
  const scope: PageScope =
    which === "authored"
      ? { key: "authored", where: (_, id) => authoredBy(id), id: other.id }
      : { key: "liked", where: (_, id) => likedBy(id), id: other.id };
  return answeredPage(ctx, viewer, scope, query, undefined, mayPostInNetwork(viewer));
}

/**
 * The tags starting with `prefix` on activities, files or folders the viewer may read, for the tag search; with
 * `tagParents` (comma-separated names) only the tags under those parents. Unless `excludeNew`, the typed name first
 * as a new tag (`id` null) when it is a tag's name and no tag found is named so (any case).
 */
export async function findTags(
  ctx: AppContext,
  viewer: MemberRow,
  prefix: string,
  options: { excludeNew?: boolean; tagParents?: string } = {},
) {
  const excludeNew = options.excludeNew ?? false;
  // A tag may be typed as #name.
  const name = prefix.replace(/^#/, "");
  const parentNames = options.tagParents
    ?.split(",")
    .map((p) => p.trim())
    .filter(Boolean);
  const otherUses = [...ctx.modules.tagUses.values()].map((use) => (tagName: SQLWrapper) => use(viewer, tagName));
  const found: { id: string | null; name: string }[] = name
    ? await findTagsStartingWith(ctx.db, viewer, name, TAGS_FOUND, {
        otherUses,
        ...(parentNames?.length ? { parentNames } : {}),
      })
    : [];
  const known = found.some((t) => t.name.toLowerCase() === name.toLowerCase());
  return excludeNew || known || !TAG_NAME.test(name) ? found : [{ id: null, name }, ...found];
}
