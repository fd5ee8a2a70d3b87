import {
  ADMIN_TAG_NAME,
  type AdminTag,
  TAG_NAME_INVALID,
  TAG_NAME_TAKEN,
  type TagMergeBody,
} from "@intranet/contracts";
import type { AppContext } from "../../context.js";
import type { DbOrTx } from "../../db/client.js";
import { invalid, notFound } from "../../http/errors.js";
import { recordAudit } from "../administration/audit.repo.js";
import {
  deleteTagRow,
  foldTags,
  lockTags,
  presentTag,
  requireTag,
  rewriteBodies,
  setTagName,
  tagNameTaken,
} from "./tag-admin.repo.js";

export { adminTagPage } from "./tag-admin.repo.js";

/** The tag rewriters other modules add (file and folder profiles), in the action's transaction. */
async function rewriteElsewhere(ctx: AppContext, tx: DbOrTx, from: string[], to: string | null) {
  for (const rewrite of ctx.modules.tagRewriters.values()) await rewrite(tx, from, to);
}

/** Renames a tag (422 for a name not allowed or another tag's, any case), rewriting every body and profile. */
export async function renameTag(ctx: AppContext, actorId: string, id: string, rawName: string): Promise<AdminTag> {
  const name = rawName.trim();
  if (!ADMIN_TAG_NAME.test(name)) throw invalid({ name: [TAG_NAME_INVALID] });
  return ctx.db.transaction(async (tx) => {
    const tag = await requireTag(tx, id);
    if (await tagNameTaken(tx, name, id)) throw invalid({ name: [TAG_NAME_TAKEN] });
    if (tag.name === name) return presentTag(tx, id);
    await rewriteBodies(tx, [id], [tag.name], name);
    await rewriteElsewhere(ctx, tx, [tag.name], name);
    await setTagName(tx, id, name);
    await recordAudit(tx, {
      type: "TagRename",
      actorId,
      subject: { type: "Tag", id },
      details: { from: tag.name, to: name },
    });
    return presentTag(tx, id);
  });
}

/** Folds the source tags into the target: their posts carry the target, their bodies and profiles name it. */
export async function mergeTags(ctx: AppContext, actorId: string, body: TagMergeBody): Promise<AdminTag> {
  const sourceIds = [...new Set(body.source_ids)];
  if (sourceIds.includes(body.target_id)) throw invalid({ source_ids: ["must not contain the target"] });
  return ctx.db.transaction(async (tx) => {
    const target = await requireTag(tx, body.target_id);
    const sources = await lockTags(tx, sourceIds);
    if (sources.length !== sourceIds.length) throw notFound();
    const names = sources.map((s) => s.name);
    await rewriteBodies(tx, sourceIds, names, target.name);
    await rewriteElsewhere(ctx, tx, names, target.name);
    await foldTags(tx, sourceIds, target.id);
    await recordAudit(tx, {
      type: "TagMerge",
      actorId,
      subject: { type: "Tag", id: target.id },
      details: { from: names, to: target.name },
    });
    return presentTag(tx, target.id);
  });
}

/** Deletes a tag: posts lose it, its links become plain `#name` text, profiles drop it. */
export async function destroyTag(ctx: AppContext, actorId: string, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const tag = await requireTag(tx, id);
    await rewriteBodies(tx, [id], [tag.name], null);
    await rewriteElsewhere(ctx, tx, [tag.name], null);
    await deleteTagRow(tx, id);
    await recordAudit(tx, { type: "TagDestroy", actorId, subject: { type: "Tag", id }, details: { name: tag.name } });
  });
}
