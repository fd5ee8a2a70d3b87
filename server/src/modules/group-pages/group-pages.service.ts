import type { DbOrTx } from "../../db/client.js";
import { invalid, notFound } from "../../http/errors.js";
import { sanitizeRichText } from "../../lib/rich-text.js";
import type { LoadedGroup } from "../groups/group-access.js";
import { slugify } from "../groups/group-slugs.service.js";
import { findMemberById } from "../members/members.repo.js";
import type { MemberRow } from "../members/members.schema.js";
import { groupPageCan } from "./group-page.policy.js";
import { presentGroupPage, presentGroupPageEntry } from "./group-page.presenter.js";
import { findReadablePage, readablePagesOf } from "./group-pages.access.js";
import {
  deletePageRow,
  insertPage,
  lockSiblingIds,
  setPositions,
  slugsLike,
  updatePageRow,
} from "./group-pages.repo.js";
import type { GroupPageRow } from "./group-pages.schema.js";

export type GroupPageInput = { title: string; html_content: string };

/**
 * Slugs a page may not take: `new` is the web's form for a new page (`/groups/{slug}/pages/new`), `order` the reorder
 * call's path (`PUT …/pages/order`), which a page's own PUT would otherwise meet.
 */
const RESERVED_SLUGS = new Set(["new", "order"]);

/** The first of `base`, `base-2`, `base-3`, … that no page of the group has and that is not reserved. */
export function freeSlug(base: string, taken: Set<string>): string {
  if (!taken.has(base) && !RESERVED_SLUGS.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** A new page at the end of the group's pages, its slug made once from the title. */
export async function createPage(
  db: DbOrTx,
  author: MemberRow,
  groupId: string,
  input: GroupPageInput,
): Promise<GroupPageRow> {
  const base = slugify(input.title, "page");
  const htmlContent = sanitizeRichText("group_page", input.html_content);
  // Another writer may take the chosen slug between the look-up and the insert: then look again.
  for (let attempt = 0; attempt < 5; attempt++) {
    const slug = freeSlug(base, await slugsLike(db, groupId, base));
    const row = await insertPage(db, { groupId, slug, title: input.title, htmlContent, authorId: author.id });
    if (row) return row;
  }
  throw new Error(`no free slug for a page of group ${groupId}`);
}

/** New title and content; the slug stays, so links to the page keep working. */
export function updatePage(db: DbOrTx, page: GroupPageRow, input: GroupPageInput): Promise<GroupPageRow> {
  return updatePageRow(db, page.id, {
    title: input.title,
    htmlContent: sanitizeRichText("group_page", input.html_content),
  });
}

export const deletePage = (db: DbOrTx, page: GroupPageRow) => deletePageRow(db, page.id);

/** The page as the member sees it, with its author and `can`. */
export async function presentedPage(db: DbOrTx, g: Pick<LoadedGroup, "group" | "can">, page: GroupPageRow) {
  const author = page.authorId ? await findMemberById(db, page.authorId) : null;
  const can = groupPageCan({ administrate: g.can.administrate, archived: g.group.archivedAt !== null });
  return presentGroupPage(g.group, page, author, can);
}

/** The group's pages the member may read, and whether they may add one. */
export async function pagesOfGroup(db: DbOrTx, g: LoadedGroup) {
  const pages = await readablePagesOf(db, g.member, g.group.id);
  const can = groupPageCan({ administrate: g.can.administrate, archived: g.group.archivedAt !== null });
  return { pages: pages.map((p) => presentGroupPageEntry(g.group.slug, p)), can: { create: can.update } };
}

/** The group's page by its slug, if the member may read it; 404 otherwise. */
export async function requireReadablePage(db: DbOrTx, g: LoadedGroup, pageSlug: string): Promise<GroupPageRow> {
  const page = await findReadablePage(db, g.member, g.group.id, pageSlug);
  if (!page) throw notFound();
  return page;
}

/**
 * Puts the pages under one parent (a group's: all of them) in the order given, which must name each of them exactly
 * once: 422 `ids` otherwise (a page added or moved meanwhile included, since the siblings are locked and compared).
 */
export async function reorderPages(db: DbOrTx, groupId: string | null, parentId: string | null, ids: string[]) {
  await db.transaction(async (tx) => {
    requireEachOnce(ids, await lockSiblingIds(tx, groupId, parentId));
    await setPositions(tx, ids);
  });
}

/** 422 `ids` unless `ids` names each of `current` exactly once and nothing else. */
export function requireEachOnce(ids: string[], current: string[]) {
  const known = new Set(current);
  if (new Set(ids).size !== ids.length || ids.length !== known.size || ids.some((id) => !known.has(id)))
    throw invalid({ ids: ["must name each page under the parent exactly once"] });
}
