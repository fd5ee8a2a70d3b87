import type { NetworkPage, NetworkPageList } from "@intranet/contracts";
import type { DbOrTx } from "../../db/client.js";
import { forbidden, invalid, notFound } from "../../http/errors.js";
import { sanitizeRichText } from "../../lib/rich-text.js";
import { slugify } from "../groups/group-slugs.service.js";
import { findMemberById } from "../members/members.repo.js";
import type { MemberRow } from "../members/members.schema.js";
import { groupPageCan } from "./group-page.policy.js";
import { presentNetworkPage, presentNetworkPageEntry } from "./group-page.presenter.js";
import { findReadableNetworkPage, type NetworkPageLink, readableNetworkPages } from "./group-pages.access.js";
import {
  deletePageRow,
  insertPage,
  lockNetworkTree,
  reparentChildren,
  setParentId,
  setPositions,
  slugsLike,
  updatePageRow,
} from "./group-pages.repo.js";
import type { GroupPageRow } from "./group-pages.schema.js";
import { freeSlug, reorderPages, requireEachOnce } from "./group-pages.service.js";

export type NetworkPageInput = {
  title: string;
  html_content: string;
  parent_id?: string | null;
  show_in_userbar: boolean;
};

/** Network pages are kept by network administrators (external members never administrate). */
const mayKeep = (member: MemberRow) => member.isNetworkAdmin;
const canOf = (member: MemberRow) => groupPageCan({ administrate: mayKeep(member), archived: false });

function requireKeeper(member: MemberRow) {
  if (!mayKeep(member)) throw forbidden("Only network administrators edit the network's pages.");
}

/**
 * The pages in the tree's reading order: each page followed by its subpages, siblings by position (then id). A page
 * whose parent is not among them counts as a top-level page.
 */
function inTreeOrder(pages: NetworkPageLink[]): NetworkPageLink[] {
  const ids = new Set(pages.map((p) => p.id));
  const children = new Map<string | null, NetworkPageLink[]>();
  for (const p of pages) {
    const parent = p.parentId && ids.has(p.parentId) ? p.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), p]);
  }
  const out: NetworkPageLink[] = [];
  const seen = new Set<string>();
  const visit = (parent: string | null) => {
    for (const p of children.get(parent) ?? []) {
      if (seen.has(p.id)) continue;
      seen.add(p.id);
      out.push(p);
      visit(p.id);
    }
  };
  visit(null);
  return out;
}

/**
 * The network's pages in the tree's reading order (flat, with `parent_id`); the userbar's only when asked, in the
 * same order (each flagged page where the tree has it).
 */
export async function networkPages(db: DbOrTx, member: MemberRow, onlyUserbar: boolean): Promise<NetworkPageList> {
  const ordered = inTreeOrder(await readableNetworkPages(db, member));
  const pages = onlyUserbar ? ordered.filter((p) => p.showInUserbar) : ordered;
  return { pages: pages.map(presentNetworkPageEntry), can: { create: mayKeep(member) } };
}

/**
 * Puts the pages under one parent (null: the top level) in the order given: exactly its children, else 422. With
 * `movedId`, that page comes from another parent and is among `ids`; its old siblings keep their order.
 */
export async function reorderNetworkPages(
  db: DbOrTx,
  member: MemberRow,
  parentId: string | null,
  ids: string[],
  movedId?: string,
) {
  requireKeeper(member);
  if (movedId) await movePage(db, parentId, ids, movedId);
  else {
    if (parentId && !(await readableNetworkPages(db, member)).some((p) => p.id === parentId))
      throw invalid({ parent_id: ["is not a page"] });
    await reorderPages(db, null, parentId, ids);
  }
  return networkPages(db, member, false);
}

/**
 * The page under `parentId` at its place in `ids`, checked under locks on every network page: the parent is a page
 * that is neither the moved one nor below it (422 `parent_id`), and `ids` names the parent's children and the moved
 * page, each once (422 `ids`).
 */
async function movePage(db: DbOrTx, parentId: string | null, ids: string[], movedId: string) {
  await db.transaction(async (tx) => {
    const parentOf = await lockedTree(tx);
    if (!parentOf.has(movedId)) throw invalid({ moved_id: ["is not a page"] });
    requireParent(parentOf, movedId, parentId);
    const siblings = [...parentOf].filter(([id, parent]) => parent === parentId && id !== movedId).map(([id]) => id);
    requireEachOnce(ids, [...siblings, movedId]);
    await setParentId(tx, movedId, parentId);
    await setPositions(tx, ids);
  });
}

/** The page's ancestors (root first) and children, from the network's page list. */
function placeInTree(pages: NetworkPageLink[], page: Pick<GroupPageRow, "id" | "parentId">) {
  const byId = new Map(pages.map((p) => [p.id, p]));
  const ancestors: NetworkPageLink[] = [];
  const seen = new Set([page.id]);
  for (let at = page.parentId ? byId.get(page.parentId) : undefined; at && !seen.has(at.id); ) {
    seen.add(at.id);
    ancestors.unshift(at);
    at = at.parentId ? byId.get(at.parentId) : undefined;
  }
  return { ancestors, children: pages.filter((p) => p.parentId === page.id) };
}

async function presented(db: DbOrTx, member: MemberRow, page: GroupPageRow): Promise<NetworkPage> {
  const [pages, author] = await Promise.all([
    readableNetworkPages(db, member),
    page.authorId ? findMemberById(db, page.authorId) : null,
  ]);
  return presentNetworkPage(page, placeInTree(pages, page), author, canOf(member));
}

async function requirePage(db: DbOrTx, member: MemberRow, slug: string): Promise<GroupPageRow> {
  const page = await findReadableNetworkPage(db, member, slug);
  if (!page) throw notFound();
  return page;
}

export async function showNetworkPage(db: DbOrTx, member: MemberRow, slug: string): Promise<NetworkPage> {
  return presented(db, member, await requirePage(db, member, slug));
}

/** Every network page's parent by its id, the rows locked until the transaction ends. */
const lockedTree = async (tx: DbOrTx) => new Map((await lockNetworkTree(tx)).map((p) => [p.id, p.parentId]));

/**
 * The parent, checked: another network page, and (for an existing page) not the page itself nor one of its
 * descendants, so the tree never gets a cycle. 422 `parent_id` otherwise.
 */
function requireParent(parentOf: Map<string, string | null>, pageId: string | null, parentId: string | null) {
  if (!parentId) return;
  if (!parentOf.has(parentId)) throw invalid({ parent_id: ["is not a page"] });
  const seen = new Set<string>();
  for (let at: string | null = parentId; at && !seen.has(at); at = parentOf.get(at) ?? null) {
    if (at === pageId) throw invalid({ parent_id: ["is invalid"] });
    seen.add(at);
  }
}

export async function createNetworkPage(db: DbOrTx, member: MemberRow, input: NetworkPageInput) {
  requireKeeper(member);
  const parentId = input.parent_id ?? null;
  if (parentId) {
    const pages = await readableNetworkPages(db, member);
    requireParent(new Map(pages.map((p) => [p.id, p.parentId])), null, parentId);
  }
  const base = slugify(input.title, "page");
  const htmlContent = sanitizeRichText("group_page", input.html_content);
  // Another writer may take the chosen slug between the look-up and the insert: then look again.
  for (let attempt = 0; attempt < 5; attempt++) {
    const slug = freeSlug(base, await slugsLike(db, null, base));
    const row = await insertPage(db, {
      groupId: null,
      slug,
      title: input.title,
      htmlContent,
      authorId: member.id,
      parentId,
      showInUserbar: input.show_in_userbar,
    });
    if (row) return presented(db, member, row);
  }
  throw new Error("no free slug for a network page");
}

/** New title, content, parent and flag; the slug stays, so links to the page keep working. */
export async function updateNetworkPage(db: DbOrTx, member: MemberRow, slug: string, input: NetworkPageInput) {
  requireKeeper(member);
  const page = await requirePage(db, member, slug);
  const parentId = input.parent_id ?? null;
  // The parent is checked under the same locks as a move on the order screen, so the two never make a cycle.
  const row = await db.transaction(async (tx) => {
    if (parentId) requireParent(await lockedTree(tx), page.id, parentId);
    return updatePageRow(tx, page.id, {
      title: input.title,
      htmlContent: sanitizeRichText("group_page", input.html_content),
      parentId,
      showInUserbar: input.show_in_userbar,
    });
  });
  return presented(db, member, row);
}

/** Deletes the page; its subpages move up to its parent. */
export async function deleteNetworkPage(db: DbOrTx, member: MemberRow, slug: string) {
  requireKeeper(member);
  const page = await requirePage(db, member, slug);
  await db.transaction(async (tx) => {
    await reparentChildren(tx, page.id, page.parentId);
    await deletePageRow(tx, page.id);
  });
  return { redirect: "/more" };
}
