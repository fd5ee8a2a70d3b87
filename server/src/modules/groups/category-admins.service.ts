import type { CategoryAdminList, MemberSummary } from "@intranet/contracts";
import type { Db } from "../../db/client.js";
import { AppError, notFound } from "../../http/errors.js";
import { recordAudit } from "../administration/audit.repo.js";
import { displayName, presentMemberSummary } from "../members/member.presenter.js";
import { findMemberById, findMembersByIds } from "../members/members.repo.js";
import { categoryAdminIds, deleteCategoryAdmin, insertCategoryAdmin } from "./category-admins.repo.js";
import { requireCategory } from "./groups.service.js";

// Group-category administrators, appointed and dismissed by the network's administrators; each change is audited
// (GroupCategoryAdminPermissionCreate/Destroy) in its own transaction.

/** A category's administrators, by name (a category has few). */
export async function categoryAdmins(db: Db, categoryId: string): Promise<CategoryAdminList> {
  const category = await requireCategory(db, { id: categoryId });
  const admins = await findMembersByIds(db, await categoryAdminIds(db, category.id));
  admins.sort((a, b) => displayName(a).localeCompare(displayName(b)));
  return {
    group_category: { id: category.id, name: category.name, plural_name: category.pluralName },
    admins: admins.map(presentMemberSummary),
  };
}

/** Appoints a member (not an external guest, not a deleted one) administrator of the category; idempotent. */
export async function appointCategoryAdmin(
  db: Db,
  actorId: string,
  categoryId: string,
  memberId: string,
): Promise<MemberSummary> {
  const category = await requireCategory(db, { id: categoryId });
  const member = await findMemberById(db, memberId);
  if (!member || member.deletedAt) throw notFound();
  if (member.isExternal)
    throw new AppError(422, "external_member", "External members cannot administrate a group category.");
  await db.transaction(async (tx) => {
    if (!(await insertCategoryAdmin(tx, category.id, member.id))) return;
    await recordAudit(tx, {
      type: "GroupCategoryAdminPermissionCreate",
      actorId,
      membershipId: member.id,
      subject: { type: "GroupCategory", id: category.id },
      details: { name: category.pluralName, slug: category.slug },
    });
  });
  return presentMemberSummary(member);
}

/** Dismisses a category administrator; 404 for one who is not. */
export async function dismissCategoryAdmin(db: Db, actorId: string, categoryId: string, memberId: string) {
  const category = await requireCategory(db, { id: categoryId });
  await db.transaction(async (tx) => {
    if (!(await deleteCategoryAdmin(tx, category.id, memberId))) throw notFound();
    await recordAudit(tx, {
      type: "GroupCategoryAdminPermissionDestroy",
      actorId,
      membershipId: memberId,
      subject: { type: "GroupCategory", id: category.id },
      details: { name: category.pluralName, slug: category.slug },
    });
  });
}
