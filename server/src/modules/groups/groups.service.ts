import type { DbOrTx } from "../../db/client.js";
import { conflict } from "../../http/errors.js";
import { findGroupBySlug } from "./groups.repo.js";
import {
  type GroupRow,
  groupCategories,
  groupMemberships,
  groups,
  membershipRoleAssignments,
  membershipRoles,
} from "./groups.schema.js";

/** Lower-case, hyphenated, ASCII: "Marketing & Sales" → "marketing-sales". */
export function slugify(text: string): string {
  return (
    text
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 80) || "group"
  );
}

export async function createGroupCategory(
  db: DbOrTx,
  input: {
    name: string;
    pluralName: string;
    slug?: string;
    color?: string;
    position?: number;
    createAccess?: "all" | "admins";
  },
) {
  const [row] = await db
    .insert(groupCategories)
    .values({
      name: input.name,
      pluralName: input.pluralName,
      slug: input.slug ?? slugify(input.pluralName),
      color: input.color,
      position: input.position ?? 0,
      createAccess: input.createAccess ?? "admins",
    })
    .returning();
  if (!row) throw new Error("category insert returned nothing");
  return row;
}

export type NewGroup = Pick<GroupRow, "name" | "groupCategoryId" | "access"> &
  Partial<Pick<GroupRow, "slug" | "moderatedJoin" | "membersCanInvite" | "sensitive" | "teaser" | "profileImageId">>;

/** Creates the group with its creator as first administrator. */
export async function createGroup(db: DbOrTx, input: NewGroup, creatorId: string | null): Promise<GroupRow> {
  const slug = input.slug ?? slugify(input.name);
  if (await findGroupBySlug(db, slug)) throw conflict("slug_taken", "A group with this name already exists.");
  const [group] = await db
    .insert(groups)
    .values({ ...input, slug })
    .returning();
  if (!group) throw new Error("group insert returned nothing");
  if (creatorId) await addMembership(db, group.id, creatorId, { status: "member", isAdmin: true });
  return group;
}

export async function addMembership(
  db: DbOrTx,
  groupId: string,
  memberId: string,
  opts: { status: "member" | "invited" | "in_moderation" | "rejected"; isAdmin?: boolean },
) {
  await db
    .insert(groupMemberships)
    .values({ groupId, memberId, status: opts.status, isAdmin: opts.isAdmin ?? false })
    .onConflictDoUpdate({
      target: [groupMemberships.groupId, groupMemberships.memberId],
      set: { status: opts.status, isAdmin: opts.isAdmin ?? false },
    });
}

export async function createMembershipRole(
  db: DbOrTx,
  input: {
    name: string;
    pluralName: string;
    groupId?: string | null;
    color?: string;
    textColor?: string;
    displayType?: "default" | "grouped" | "hidden";
  },
) {
  const [row] = await db
    .insert(membershipRoles)
    .values({
      name: input.name,
      pluralName: input.pluralName,
      slug: slugify(input.name),
      groupId: input.groupId ?? null,
      color: input.color ?? "#000000",
      textColor: input.textColor ?? "#ffffff",
      displayType: input.displayType ?? "default",
    })
    .returning();
  if (!row) throw new Error("role insert returned nothing");
  return row;
}

export async function assignRole(db: DbOrTx, roleId: string, memberId: string) {
  await db.insert(membershipRoleAssignments).values({ roleId, memberId }).onConflictDoNothing();
}
