import type { AppContext } from "../../context.js";
import { findMembersByIds } from "../members/members.repo.js";
import type { MemberRow } from "../members/members.schema.js";
import { requireReadableActivity } from "./activities.service.js";
import { announceActivityChange } from "./activity-announce.js";
import { likerIds, setLiked } from "./likes.repo.js";

/** Likes or unlikes an activity the viewer may read; idempotent. */
export async function like(ctx: AppContext, viewer: MemberRow, id: string, liked: boolean) {
  const found = await requireReadableActivity(ctx, viewer, id);
  const { result, after } = await ctx.db.transaction(async (tx) => ({
    result: await setLiked(tx, id, viewer.id, liked),
    after: liked
      ? await ctx.modules.notifier.activity(tx, ctx, {
          kind: "like",
          activityId: id,
          actorId: viewer.id,
          recipientIds: [found.activity.authorId],
        })
      : null,
  }));
  await after?.();
  await announceActivityChange(ctx, found.activity, "like", viewer.id);
  return result;
}

/** Likers shown in the likers list, newest first. */
const LIKERS_LISTED = 100;

export async function likers(ctx: AppContext, viewer: MemberRow, id: string): Promise<MemberRow[]> {
  await requireReadableActivity(ctx, viewer, id);
  const ids = await likerIds(ctx.db, id, LIKERS_LISTED);
  const byId = new Map((await findMembersByIds(ctx.db, ids)).map((m) => [m.id, m]));
  return ids.flatMap((memberId) => byId.get(memberId) ?? []);
}
