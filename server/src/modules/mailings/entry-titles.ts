import type { ActivityObjectSummary } from "@intranet/contracts";
import type { AppContext } from "../../context.js";
import type { MemberRow } from "../members/members.schema.js";

/** Who reads a mail's entries (the member, or for the newsletter anyone of the network). */
export type EntryReader = Pick<MemberRow, "id" | "isExternal" | "isNetworkAdmin">;

/** A mail's entry as the digest queries give it: the activity's text and the object it is about, if any. */
type Entry = { id: string; plainContent: string; objectType: string; objectId: string | null };

/**
 * What a list entry of a mail links with: the activity's own text, or for an activity about another module's object
 * (which has none) that object's title and teaser (an article) or name (an appointment), as the reader may read it.
 * An activity about an object the reader may not read (an article of a draft or archived channel, one scheduled for
 * later, an appointment of a calendar they do not see) is left out of the map, as the stream leaves it out: callers
 * drop the entries the map lacks (`readableEntries`).
 */
export async function entryTexts(ctx: AppContext, reader: EntryReader, entries: Entry[]): Promise<Map<string, string>> {
  const out = new Map(entries.flatMap((e) => (e.objectId ? [] : [[e.id, e.plainContent] as const])));
  const byType = new Map<string, { activityId: string; objectId: string; own: string }[]>();
  for (const e of entries)
    if (e.objectId)
      byType.set(e.objectType, [
        ...(byType.get(e.objectType) ?? []),
        { activityId: e.id, objectId: e.objectId, own: e.plainContent },
      ]);
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
      if (summary) out.set(l.activityId, l.own === "" ? summaryText(summary) : l.own);
    }
  }
  return out;
}

/** The entries `entryTexts` kept (the reader may read them), in their order. */
export const readableEntries = <E extends { id: string }>(entries: E[], texts: Map<string, string>) =>
  entries.filter((e) => texts.has(e.id));

const summaryText = (s: ActivityObjectSummary) => (s.teaser ? `${s.title} – ${s.teaser}` : s.title);
