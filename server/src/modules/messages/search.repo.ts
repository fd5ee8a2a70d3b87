import type { MessageHit, SearchSuggestion } from "@intranet/contracts";
import { and, inArray, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { inPlaceholder, preparedOn } from "../../db/prepared.js";
import { presentMemberSummary } from "../members/member.presenter.js";
import type { SearchRequest, SearchSource } from "../module.js";
import {
  documentMatch,
  headline,
  highlightHtml,
  inOrderOf,
  matchPage,
  suggestionIdsOf,
  textQuery,
} from "../search/search.repo.js";
import { isParty, partiesOf } from "./messages.repo.js";
import { messages } from "./messages.schema.js";

/** The columns migration 0025 keeps from the subject (A) and text (B), and the folded subject; not in the Drizzle schema. */
/** Newest first, with the id to make the order total. */
/** Newest first: ids grow with the time of creation, and the primary key walks them without a sort. */
const newest = sql`${messages.id} desc`;
/** The walk over the newest messages is bounded (matchPage). */
const walk = { table: messages, key: messages.id };
const columns = { vector: sql`${messages}.search_vector`, title: sql`${messages}.search_name`, at: messages.createdAt };
/** Recipients a hit names; the message itself lists them all. */
const RECIPIENTS_SHOWN = 10;

async function search(db: DbOrTx, req: SearchRequest) {
  const match = documentMatch(columns, req.query);
  const query = textQuery(req.query);
  // Messages carry no tags: a query of only #tags finds none.
  if (!match || !query || req.query.tags.length > 0) return { hits: [], total: 0, capped: false };
  const page = await matchPage(
    db,
    {
      id: messages.id,
      from: sql`${messages}`,
      where: and(match.where, isParty(req.member.id)) as SQL,
      newest,
      rank: match.rank,
      walk,
    },
    req,
  );
  if (page.ids.length === 0) return { hits: [], ...page };
  // One after the other: a search's source holds one connection at a time (in the fallback's transaction, its only one).
  const rows = await db
    .select({ message: messages, highlight: headline(messages.plainContent, query) })
    .from(messages)
    .where(inArray(messages.id, page.ids));
  const { people, recipients } = await partiesOf(db, page.ids, RECIPIENTS_SHOWN);
  const byId = new Map(rows.map((r) => [r.message.id, r]));
  const hits = page.ids.flatMap((id): MessageHit[] => {
    const row = byId.get(id);
    if (!row) return [];
    const m = row.message;
    const author = m.authorId ? people.get(m.authorId) : undefined;
    const html = highlightHtml(row.highlight);
    return [
      {
        type: "message",
        id: m.id,
        html_url: `/messages/${m.id}`,
        highlight: html,
        author: author ? presentMemberSummary(author) : null,
        subject: m.subject,
        html_content: html,
        to: (recipients.get(m.id) ?? []).flatMap((r) => {
          const person = people.get(r);
          return person ? [presentMemberSummary(person)] : [];
        }),
        to_all: m.toAll,
        created_at: m.createdAt.toISOString(),
      },
    ];
  });
  return { hits, total: page.total, capped: page.capped };
}

/**
 * The suggestions read the member's matching messages through the text index, without the bounded walk of the newest
 * rows: a member is a party to few of the network's messages, so the walk almost never finds the tenth of the
 * candidates that would end it there and went on to the same text index anyway (docs/operations.md, "The messages'
 * suggestions without the walk"). The walk's reading of the newest 2,000 rows cost 3–4 ms of every suggestion.
 */
function suggestionIds(req: SearchRequest) {
  const match = documentMatch(columns, req.query, { prefix: true });
  if (!match) return null;
  return suggestionIdsOf(
    {
      id: messages.id,
      from: sql`${messages}`,
      where: and(match.where, isParty(req.member.id)) as SQL,
      newest,
      rank: match.rank,
    },
    req.limit,
  );
}

async function suggestions(db: DbOrTx, ids: string[]): Promise<SearchSuggestion[]> {
  const rows = await preparedOn(db, "suggestions_messages", (d, name) =>
    d
      .select({ id: messages.id, subject: messages.subject, plain: messages.plainContent })
      .from(messages)
      .where(inPlaceholder(messages.id, "ids"))
      .prepare(name),
  ).execute({ ids });
  return inOrderOf(ids, rows).map((r) => ({
    module: "messages",
    id: r.id,
    title: r.subject || r.plain.slice(0, 80),
    html_url: `/messages/${r.id}`,
    image_url: null,
  }));
}

/** Direct messages the member wrote or received (communication.md §3 "Search hits": message). */
export const messagesSearch: SearchSource = {
  inGroups: false,
  search: (_ctx, db, req) => search(db, req),
  suggest: { ids: (_ctx, _db, req) => suggestionIds(req), present: (_ctx, db, ids) => suggestions(db, ids) },
};
