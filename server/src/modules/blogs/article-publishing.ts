import type { AppContext } from "../../context.js";
import type { DbOrTx } from "../../db/client.js";
import type { AfterCommit } from "../module.js";
import type { ArticleRow } from "./blogs.schema.js";

/** In streams: published with the switch on (the activity shows to the blog's readers once the article is out). */
const inStreams = (a: ArticleRow | null) => a?.status === "published" && a.postToStream;

/**
 * Posts an article that became published (with its switch on) to the network stream and withdraws it when it no
 * longer is; tells the host channel's subscribers when it became published. The result announces both after commit.
 */
export async function syncPublishing(tx: DbOrTx, ctx: AppContext, before: ArticleRow | null, after: ArticleRow) {
  const announce: AfterCommit[] = [];
  if (inStreams(after) && !inStreams(before)) {
    announce.push(
      await ctx.modules.objectActivities.post(tx, ctx, {
        objectType: "article",
        objectId: after.id,
        authorId: after.authorId ?? "",
        groupId: null,
      }),
    );
  }
  if (!inStreams(after) && inStreams(before)) await ctx.modules.objectActivities.remove(tx, "article", after.id);
  const wasPublished = before?.status === "published";
  const isPublished = after.status === "published";
  if (isPublished && !wasPublished) {
    const recipientIds = await ctx.modules.blogHosts.subscriberIds(tx, after.blogId);
    announce.push(
      await ctx.modules.notifier.notify(tx, ctx, {
        kind: "article_published",
        subjectId: after.id,
        actorId: after.authorId,
        recipientIds,
      }),
    );
  }
  if (wasPublished && !isPublished) {
    const fell = await ctx.modules.notifier.withdraw(tx, { kind: "article_published", subjectIds: [after.id] });
    announce.push(() => ctx.modules.notifier.unreadsChanged(ctx, fell));
  }
  return async () => {
    for (const a of announce) await a();
  };
}
