import type { ActivityObjectSummary } from "@intranet/contracts";
import type { AppContext } from "../../context.js";
import { loadActivity } from "../activities/activities.repo.js";
import type { MemberRow } from "../members/members.schema.js";

/** Who reads a mail's entries (the member, or for the newsletter anyone of the network). */
export type EntryReader = Pick<MemberRow, "id" | "isExternal" | "isNetworkAdmin">;

/** The object another module posted an activity about (an article, an appointment), the same for every reader. */
type ObjectRef = { type: string; id: string } | null;
/** Kept for one mailing run, so each activity's object is looked up once, not once per recipient. */
export type ObjectRefs = Map<string, Promise<ObjectRef>>;

/**
 * What a list entry of a mail links with: the activity's own text, or for an activity about another module's object
 * (which has none) that object's title and teaser (an article) or name (an appointment), as the reader may read it.
 */
export async function entryTexts(
  ctx: AppContext,
  reader: EntryReader,
  entries: { id: string; plainContent: string }[],
  refs: ObjectRefs,
): Promise<Map<string, string>> {
  const out = new Map(entries.map((e) => [e.id, e.plainContent]));
  const objects = entries.filter((e) => e.plainContent === "");
  if (objects.length === 0) return out;
  const found = await Promise.all(objects.map(async (e) => [e.id, await objectOf(ctx, reader, e.id, refs)] as const));
  const byType = new Map<string, { activityId: string; objectId: string }[]>();
  for (const [activityId, ref] of found)
    if (ref) byType.set(ref.type, [...(byType.get(ref.type) ?? []), { activityId, objectId: ref.id }]);
  for (const [type, list] of byType) {
    const presenter = ctx.modules.activityTypes.get(type);
    if (!presenter) continue;
    // The presenters read only the reader's id and classes (their access predicates' viewer).
    const summaries = await presenter.present(
      ctx.db,
      reader as MemberRow,
      list.map((l) => l.objectId),
      ctx,
    );
    for (const l of list) {
      const summary = summaries.get(l.objectId);
      if (summary) out.set(l.activityId, summaryText(summary));
    }
  }
  return out;
}

const summaryText = (s: ActivityObjectSummary) => (s.teaser ? `${s.title} – ${s.teaser}` : s.title);

function objectOf(ctx: AppContext, reader: EntryReader, activityId: string, refs: ObjectRefs): Promise<ObjectRef> {
  let ref = refs.get(activityId);
  if (!ref) {
    ref = loadActivity(ctx.db, reader, activityId).then((loaded) =>
      loaded?.activity.objectId ? { type: loaded.activity.objectType, id: loaded.activity.objectId } : null,
    );
    refs.set(activityId, ref);
  }
  return ref;
}
