import type { Circular, CircularCan, CircularEntry } from "@intranet/contracts";
import { htmlToText, sanitizeRichText } from "../../lib/rich-text.js";
import type { GroupRow } from "../groups/groups.schema.js";
import { presentMemberSummary } from "../members/member.presenter.js";
import type { MemberRow } from "../members/members.schema.js";
import type { CircularRow } from "./circulars.schema.js";

const EXCERPT_LENGTH = 200;

export const circularPath = (id: string) => `/rundschreiben/${id}`;

function excerptOf(html: string): string {
  const text = htmlToText(sanitizeRichText("circular", html), "compact").replace(/\s+/g, " ").trim();
  return text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1)}…` : text;
}

export function presentCircularEntry(
  circular: CircularRow,
  viewerId: string,
  confirmedAt: Date | null,
  author: MemberRow | null,
  group: Pick<GroupRow, "id" | "slug" | "name"> | null,
): CircularEntry {
  return {
    id: circular.id,
    title: circular.title,
    excerpt: excerptOf(circular.htmlContent),
    author: author ? presentMemberSummary(author) : null,
    created_at: circular.createdAt.toISOString(),
    confirmed: confirmedAt !== null,
    confirmed_at: confirmedAt?.toISOString() ?? null,
    sent_by_me: circular.authorId === viewerId,
    group: group ? { id: group.id, slug: group.slug, name: group.name } : null,
    path: circularPath(circular.id),
  };
}

export function presentCircular(
  entry: CircularEntry,
  circular: CircularRow,
  can: CircularCan,
  counts: { confirmed: number } | null,
): Circular {
  return {
    ...entry,
    // The write allowlist again on read, so content stored before a policy change is shown by today's rules.
    html_content: sanitizeRichText("circular", circular.htmlContent),
    ...(counts ? { confirmed_count: counts.confirmed, recipient_count: circular.recipientCount } : {}),
    can,
  };
}
