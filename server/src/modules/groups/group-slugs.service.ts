import type { DbOrTx } from "../../db/client.js";
import { newId } from "../../lib/ids.js";
import { findGroupBySlug, hiddenGroupSlugs, updateGroupRow } from "./groups.repo.js";
import type { GroupRow } from "./groups.schema.js";

/** Lower-case, hyphenated, ASCII: "Marketing & Sales" → "marketing-sales"; `fallback` when nothing is left. */
export function slugify(text: string, fallback = "group"): string {
  return (
    text
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 80)
      .replace(/-+$/, "") || fallback
  );
}

/** The end a suffixed slug has: six characters of a new id, which no name is expected to end in. */
const SUFFIXED = /-[0-9a-f]{6}$/;

/** The name's slug with a suffix no group holds yet. */
async function suffixedSlug(db: DbOrTx, name: string): Promise<string> {
  for (;;) {
    const slug = `${slugify(name)}-${newId().slice(-6)}`;
    if (!(await findGroupBySlug(db, slug))) return slug;
  }
}

/**
 * The slug of a new group, the one rule every group is made by (the form, the demo, tests): its name's own slug
 * while no group holds it, else suffixed; a hidden group's always suffixed. So the suffix a later group of the same
 * name gets never tells someone who may not see a hidden group that it exists.
 */
export async function newGroupSlug(db: DbOrTx, name: string, access: GroupRow["access"]): Promise<string> {
  const natural = slugify(name);
  if (access !== "hidden" && !(await findGroupBySlug(db, natural))) return natural;
  return suffixedSlug(db, name);
}

/**
 * The slug a group keeps as it becomes hidden: a new suffixed one, releasing the one it had (a name's own slug,
 * which a new group of that name would otherwise be refused). Links to the old slug end; its members are sent on.
 */
export const slugWhenHidden = (db: DbOrTx, group: Pick<GroupRow, "name">) => suffixedSlug(db, group.name);

/**
 * Gives every hidden group still holding a plain slug a suffixed one: rows the rule never made (a database seeded
 * or imported before it, a restored backup). Run at each start; nothing to do once done.
 */
export async function releaseHiddenGroupSlugs(db: DbOrTx): Promise<number> {
  const plain = (await hiddenGroupSlugs(db)).filter((g) => !SUFFIXED.test(g.slug));
  for (const g of plain) await updateGroupRow(db, g.id, { slug: await slugWhenHidden(db, g) });
  return plain.length;
}
