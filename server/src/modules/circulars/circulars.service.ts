import {
  CIRCULAR_CONFIRMATIONS_PER_PAGE,
  CIRCULARS_PER_PAGE,
  type Circular,
  type CircularConfirmations,
  type CircularList,
} from "@intranet/contracts";
import type { AppContext } from "../../context.js";
import type { DbOrTx } from "../../db/client.js";
import { AppError, forbidden, notFound } from "../../http/errors.js";
import { sanitizeRichText } from "../../lib/rich-text.js";
import { maySeeGroup } from "../groups/groups.access.js";
import { findGroupById, findGroupsByIds } from "../groups/groups.repo.js";
import { presentMemberSummary } from "../members/member.presenter.js";
import { findMembersByIds } from "../members/members.repo.js";
import type { MemberRow } from "../members/members.schema.js";
import { circularCan } from "./circular.policy.js";
import { presentCircular, presentCircularEntry } from "./circular.presenter.js";
import { findReadableCircular, maySendCirculars, maySendToGroup, type ReadableCircular } from "./circulars.access.js";
import {
  type CircularListRow,
  confirmationCounts,
  confirmReceipt,
  deleteCircularRow,
  insertCircular,
  insertRecipients,
  memberCirculars,
  recipientsIn,
} from "./circulars.repo.js";

export type CircularInput = { title: string; html_content: string; group_id?: string | null };

/** How many members are told at once that their counts changed. */
const PUBLISH_BATCH = 100;

/** Tells the members' open tabs to refetch their unread counts, a batch at a time. */
async function publishUnreadsChanged(ctx: AppContext, memberIds: string[]) {
  for (let i = 0; i < memberIds.length; i += PUBLISH_BATCH) {
    await Promise.all(
      memberIds
        .slice(i, i + PUBLISH_BATCH)
        .map((id) => ctx.realtime.publish(`member:${id}`, "unreads_changed", { feature: "Circulars" })),
    );
  }
}

/**
 * Sends a circular: network administrators to the whole network, a group's administrators (and network
 * administrators) to the group. The recipients are fixed now, in the same transaction; the author is not one.
 */
export async function sendCircular(ctx: AppContext, author: MemberRow, input: CircularInput): Promise<Circular> {
  const groupId = input.group_id ?? null;
  if (groupId) {
    const group = await findGroupById(ctx.db, groupId);
    if (!group || !(await maySeeGroup(ctx.db, author, groupId))) throw notFound();
    if (!(await maySendToGroup(ctx.db, author, groupId)))
      throw forbidden("Only the group's administrators send circulars to it.");
    if (group.archivedAt) throw new AppError(403, "group_archived", "An archived group gets no circulars.");
  } else if (!author.isNetworkAdmin) {
    throw forbidden("Only network administrators send circulars to the whole network.");
  }
  const { circular, recipients } = await ctx.db.transaction(async (tx) => {
    const circular = await insertCircular(tx, {
      groupId,
      authorId: author.id,
      title: input.title,
      htmlContent: sanitizeRichText("circular", input.html_content),
    });
    const recipients = await insertRecipients(tx, circular);
    return { circular: { ...circular, recipientCount: recipients.length }, recipients };
  });
  await publishUnreadsChanged(ctx, recipients);
  return presentedCircular(ctx.db, author, { circular, received: false, confirmedAt: null, manage: true });
}

/** A page of the circulars the member received or sent (of one group, when given), with authors and groups. */
export async function circularsPage(
  db: DbOrTx,
  member: MemberRow,
  opts: { groupId?: string; before?: string; create: boolean },
): Promise<CircularList> {
  const rows = await memberCirculars(db, member.id, { ...opts, limit: CIRCULARS_PER_PAGE + 1 });
  const page = rows.slice(0, CIRCULARS_PER_PAGE);
  const entries = await presentEntries(db, member, page);
  const last = page.at(-1);
  return {
    circulars: entries,
    next_cursor: rows.length > CIRCULARS_PER_PAGE && last ? last.circular.id : null,
    can: { create: opts.create },
  };
}

/** A page of every circular the member received or sent, and whether they may send one. */
export async function networkCircularsPage(db: DbOrTx, member: MemberRow, before: string | undefined) {
  return circularsPage(db, member, { before, create: await maySendCirculars(db, member) });
}

async function presentEntries(db: DbOrTx, member: MemberRow, rows: CircularListRow[]) {
  const authorIds = [...new Set(rows.flatMap((r) => (r.circular.authorId ? [r.circular.authorId] : [])))];
  const groupIds = [...new Set(rows.flatMap((r) => (r.circular.groupId ? [r.circular.groupId] : [])))];
  const [authors, groups] = await Promise.all([findMembersByIds(db, authorIds), findGroupsByIds(db, groupIds)]);
  const authorById = new Map(authors.map((a) => [a.id, a]));
  const groupById = new Map(groups.map((g) => [g.id, g]));
  return rows.map((r) =>
    presentCircularEntry(
      r.circular,
      member.id,
      r.confirmedAt,
      (r.circular.authorId && authorById.get(r.circular.authorId)) || null,
      (r.circular.groupId && groupById.get(r.circular.groupId)) || null,
    ),
  );
}

/** The circular as the member sees it; the counts only for those who keep it. */
export async function presentedCircular(db: DbOrTx, member: MemberRow, r: ReadableCircular): Promise<Circular> {
  const [entry] = await presentEntries(db, member, [{ circular: r.circular, confirmedAt: r.confirmedAt }]);
  if (!entry) throw new Error("circular entry missing");
  const can = circularCan({
    received: r.received,
    manage: r.manage,
    author: r.circular.authorId === member.id,
    networkAdmin: member.isNetworkAdmin,
  });
  const counts = r.manage ? await confirmationCounts(db, r.circular.id) : null;
  return presentCircular(entry, r.circular, can, counts);
}

/** The circular if the member may read it; 404 otherwise. */
export async function requireReadableCircular(db: DbOrTx, member: MemberRow, id: string) {
  const found = await findReadableCircular(db, member, id);
  if (!found) throw notFound();
  return found;
}

/** Confirms having read it; a second confirmation changes nothing. */
export async function confirmCircular(ctx: AppContext, member: MemberRow, id: string): Promise<Circular> {
  const found = await requireReadableCircular(ctx.db, member, id);
  if (!found.received) throw forbidden("Only the circular's recipients confirm having read it.");
  if (await confirmReceipt(ctx.db, id, member.id)) await publishUnreadsChanged(ctx, [member.id]);
  return presentedCircular(ctx.db, member, await requireReadableCircular(ctx.db, member, id));
}

/** Who has (or has not) confirmed it, a page of members at a time: for those who keep it. */
export async function circularConfirmations(
  db: DbOrTx,
  member: MemberRow,
  id: string,
  query: { state: "confirmed" | "pending"; before?: string },
): Promise<CircularConfirmations> {
  const found = await requireReadableCircular(db, member, id);
  if (!found.manage) throw forbidden("Only the circular's author and its audience's administrators see this.");
  const rows = await recipientsIn(db, id, { ...query, limit: CIRCULAR_CONFIRMATIONS_PER_PAGE + 1 });
  const page = rows.slice(0, CIRCULAR_CONFIRMATIONS_PER_PAGE);
  const [people, counts] = await Promise.all([
    findMembersByIds(
      db,
      page.map((r) => r.memberId),
    ),
    confirmationCounts(db, id),
  ]);
  const byId = new Map(people.map((p) => [p.id, p]));
  const last = page.at(-1);
  return {
    confirmations: page.flatMap((r) => {
      const m = byId.get(r.memberId);
      return m ? [{ member: presentMemberSummary(m), confirmed_at: r.confirmedAt?.toISOString() ?? null }] : [];
    }),
    next_cursor: rows.length > CIRCULAR_CONFIRMATIONS_PER_PAGE && last ? last.memberId : null,
    confirmed_count: counts.confirmed,
    pending_count: counts.pending,
  };
}

/** Deletes it: its author or a network administrator. */
export async function deleteCircular(ctx: AppContext, member: MemberRow, id: string): Promise<void> {
  const found = await requireReadableCircular(ctx.db, member, id);
  if (found.circular.authorId !== member.id && !member.isNetworkAdmin)
    throw forbidden("Only the author or a network administrator deletes a circular.");
  const pending = await deleteCircularRow(ctx.db, id);
  await publishUnreadsChanged(ctx, pending);
}
