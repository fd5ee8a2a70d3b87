import type { GroupCreateBody } from "@intranet/contracts";
import type { FastifyRequest } from "fastify";
import type { AppContext } from "../../context.js";
import type { Db, DbOrTx } from "../../db/client.js";
import { invalid, notFound } from "../../http/errors.js";
import type { MemberRow } from "../members/members.schema.js";
import { publishImage } from "../uploads/uploads.repo.js";
import { type InviteRow, presentGroupSummaries, presentGroups, presentInvites } from "./group.presenter.js";
import { type LoadedGroup, loadGroupPage } from "./group-access.js";
import { groupFormErrors } from "./group-form.js";
import { newGroupSlug, slugify, slugWhenHidden } from "./group-slugs.service.js";
import { administratesCategory } from "./groups.access.js";
import {
  deleteGroupRow,
  findCategoryById,
  findCategoryBySlug,
  findGroupById,
  groupListDataOf,
  groupSummaryDataOf,
  type InviteListFilter,
  insertCategory,
  insertGroup,
  joinRequestsOf,
  listInvites,
  rolesFor,
  rolesOfGroupBySlug,
  sidebarGroupsOf,
  updateGroupRow,
} from "./groups.repo.js";
import type { GroupRow } from "./groups.schema.js";
import { upsertMembership } from "./memberships.repo.js";
import { deleteRole, deleteRoleAssignments, insertRole, insertRoleAssignment, updateRole } from "./roles.repo.js";

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
  return insertCategory(db, {
    name: input.name,
    pluralName: input.pluralName,
    slug: input.slug ?? slugify(input.pluralName),
    color: input.color,
    position: input.position ?? 0,
    createAccess: input.createAccess ?? "admins",
  });
}

export type NewGroup = Pick<GroupRow, "name" | "groupCategoryId" | "access"> &
  Partial<
    Pick<
      GroupRow,
      | "moderatedJoin"
      | "membersCanInvite"
      | "sensitive"
      | "teaser"
      | "profileImageId"
      | "chatEnabled"
      | "externallyVisible"
      | "activeMainGroup"
    >
  >;

/** Creates the group, its slug made by the one rule (`newGroupSlug`), with its creator as first administrator. */
export async function createGroup(db: DbOrTx, input: NewGroup, creatorId: string | null): Promise<GroupRow> {
  const group = await insertGroup(db, { ...input, slug: await newGroupSlug(db, input.name, input.access) });
  if (creatorId) await addMembership(db, group.id, creatorId, { status: "member", isAdmin: true });
  return group;
}

export async function addMembership(
  db: DbOrTx,
  groupId: string,
  memberId: string,
  opts: { status: "member" | "invited" | "in_moderation" | "rejected"; isAdmin?: boolean },
) {
  const isAdmin = opts.isAdmin ?? false;
  await upsertMembership(db, { groupId, memberId, status: opts.status, isAdmin }, { isAdmin });
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
  return insertRole(db, {
    name: input.name,
    pluralName: input.pluralName,
    slug: slugify(input.name),
    groupId: input.groupId ?? null,
    color: input.color ?? "#000000",
    textColor: input.textColor ?? "#ffffff",
    displayType: input.displayType ?? "default",
  });
}

export async function assignRole(db: DbOrTx, roleId: string, memberId: string) {
  await insertRoleAssignment(db, roleId, memberId);
}

/** A group's image must be the editor's own image upload (or the current one); it is published with the save. */
export async function claimGroupImage(db: DbOrTx, editorId: string, imageId: string, currentId: string | null) {
  if (!(await publishImage(db, imageId, editorId, currentId)))
    throw invalid({ profile_image_id: ["is not an uploaded image"] });
}

type GroupFields = GroupCreateBody["group"];

const columnsOf = (f: Partial<GroupFields>) => ({
  ...(f.name !== undefined && { name: f.name }),
  ...(f.access !== undefined && { access: f.access }),
  ...(f.moderated_join !== undefined && { moderatedJoin: f.moderated_join }),
  ...(f.members_can_invite !== undefined && { membersCanInvite: f.members_can_invite }),
  ...(f.chat !== undefined && { chatEnabled: f.chat === "enabled" }),
  ...(f.sensitive !== undefined && { sensitive: f.sensitive }),
  ...(f.externally_visible !== undefined && { externallyVisible: f.externally_visible }),
  ...(f.teaser !== undefined && { teaser: f.teaser || null }),
  ...(f.profile_image_id !== undefined && { profileImageId: f.profile_image_id }),
});

/** POST /groups: the form's group, its creator as first administrator. */
export async function createGroupFromForm(db: Db, creator: MemberRow, input: GroupFields): Promise<GroupRow> {
  const errors = groupFormErrors(
    { access: input.access, moderatedJoin: input.moderated_join, sensitive: input.sensitive, activeMainGroup: false },
    creator.isNetworkAdmin,
  );
  if (Object.keys(errors).length) throw invalid(errors);
  return db.transaction(async (tx) => {
    if (input.profile_image_id) await claimGroupImage(tx, creator.id, input.profile_image_id, null);
    return createGroup(
      tx,
      { ...columnsOf(input), name: input.name, access: input.access, groupCategoryId: input.group_category_id },
      creator.id,
    );
  });
}

/**
 * PUT /groups/{slug}: the slug stays, so links keep working after a rename; a group that becomes hidden gets a new
 * one, releasing its name's own slug (`slugWhenHidden`).
 */
export async function updateGroup(db: Db, editor: MemberRow, group: GroupRow, input: Partial<GroupFields>) {
  const next = {
    access: input.access ?? group.access,
    moderatedJoin: input.moderated_join ?? group.moderatedJoin,
    sensitive: input.sensitive ?? group.sensitive,
    activeMainGroup: group.activeMainGroup,
  };
  const errors = groupFormErrors(next, editor.isNetworkAdmin || group.access === "hidden");
  if (Object.keys(errors).length) throw invalid(errors);
  return db.transaction(async (tx) => {
    if (input.profile_image_id) await claimGroupImage(tx, editor.id, input.profile_image_id, group.profileImageId);
    const hiding = next.access === "hidden" && group.access !== "hidden";
    const slug = hiding ? { slug: await slugWhenHidden(tx, { name: input.name ?? group.name }) } : {};
    return (await updateGroupRow(tx, group.id, { ...columnsOf(input), ...slug })) ?? group;
  });
}

export async function setArchived(db: DbOrTx, group: GroupRow, archived: boolean) {
  return (await updateGroupRow(db, group.id, { archivedAt: archived ? new Date() : null })) ?? group;
}

export async function deleteGroup(ctx: AppContext, group: GroupRow) {
  await deleteGroupRow(ctx.db, group.id);
  // Invitations and requests of the group no longer count as unread anywhere.
  await ctx.modules.notifier.forget(ctx.db, [group.id]);
}

export async function updateMembershipRole(
  db: DbOrTx,
  roleId: string,
  input: {
    name: string;
    pluralName: string;
    color: string;
    textColor: string;
    displayType: "default" | "grouped" | "hidden";
  },
) {
  return updateRole(db, roleId, { ...input, slug: slugify(input.name) });
}

/** Replaces the member's roles among the group's roles; other roles stay. */
export async function setGroupRolesOfMember(db: Db, groupRoleIds: string[], memberId: string, roleIds: string[]) {
  await db.transaction(async (tx) => {
    await deleteRoleAssignments(tx, memberId, groupRoleIds);
    for (const roleId of roleIds) await assignRole(tx, roleId, memberId);
  });
}

export async function deleteMembershipRole(db: DbOrTx, roleId: string) {
  await deleteRole(db, roleId);
}

/** Groups in full as the API shows them to the requesting member. */
export async function presentedGroups(db: DbOrTx, req: FastifyRequest, rows: GroupRow[]) {
  const data = await groupListDataOf(
    db,
    req.member,
    rows.map((g) => g.id),
  );
  return presentGroups(req, rows, data);
}

/**
 * The group page: the group as the member sees it with its counts and its stream's activity count (one
 * statement), and its roles, asked at the same time (by its slug); both statements built once.
 */
export async function presentedGroupPage(ctx: AppContext, req: FastifyRequest, slug: string) {
  const [{ loaded, activities }, roles] = await Promise.all([
    loadGroupPage(ctx.db, req, slug, ctx.modules.groupActivityCount),
    rolesOfGroupBySlug(ctx.db, slug),
  ]);
  return presentedLoadedGroup(ctx.db, req, loaded, roles, loaded.readContent ? activities : 0);
}

async function presentedLoadedGroup(
  db: DbOrTx,
  req: FastifyRequest,
  g: LoadedGroup,
  knownRoles?: Awaited<ReturnType<typeof rolesFor>>,
  activityCount = 0,
) {
  const id = g.group.id;
  const [presented] = presentGroups(req, [g.group], {
    activityCounts: new Map([[id, activityCount]]),
    memberships: new Map(g.membership ? [[id, g.membership]] : []),
    counts: new Map([[id, g.counts]]),
    roles: knownRoles ?? (await rolesFor(db, [id])),
    readable: new Set(g.readContent ? [id] : []),
  });
  return presented as NonNullable<typeof presented>;
}

/** Groups in short form (directory, invitations) as the API shows them to the requesting member. */
export async function presentedGroupSummaries(db: DbOrTx, req: FastifyRequest, rows: GroupRow[]) {
  const data = await groupSummaryDataOf(
    db,
    req.member,
    rows.map((g) => g.id),
  );
  return presentGroupSummaries(rows, data);
}

export async function presentedInvites(db: DbOrTx, req: FastifyRequest, rows: InviteRow[]) {
  const data = await groupSummaryDataOf(db, req.member, [...new Set(rows.map((r) => r.group.id))]);
  return presentInvites(rows, data);
}

/** A group category by slug or id, or 404. */
export async function requireCategory(db: DbOrTx, by: { slug: string } | { id: string }) {
  const category = "slug" in by ? await findCategoryBySlug(db, by.slug) : await findCategoryById(db, by.id);
  if (!category) throw notFound();
  return category;
}

/** The category (404 when there is none) and whether the member administers it: network or category administrator. */
export async function requireCategoryFor(db: DbOrTx, member: MemberRow, by: { slug: string } | { id: string }) {
  const category = await requireCategory(db, by);
  return { category, administrates: await administratesCategory(db, member, category.id) };
}

/** Deletes the group; answers where to go next (its category's directory). */
export async function destroyGroup(ctx: AppContext, group: GroupRow) {
  const category = await findCategoryById(ctx.db, group.groupCategoryId);
  await deleteGroup(ctx, group);
  return { redirect: category ? `/directory/${category.slug}` : "/directory" };
}

/** The member's groups for the sidebar. */
export const sidebarGroups = (db: DbOrTx, memberId: string) => sidebarGroupsOf(db, memberId);

/** The open join requests of a group, with their members. */
export const joinRequests = (db: DbOrTx, groupId: string) => joinRequestsOf(db, groupId);

/** A page of invitations (received, sent, or a group's), presented. */
export async function invitesPage(
  db: DbOrTx,
  req: FastifyRequest,
  filter: InviteListFilter,
  q: { status?: InviteListFilter["status"]; limit: number; page: number },
) {
  const { rows, total } = await listInvites(db, { ...filter, status: q.status }, q.limit, (q.page - 1) * q.limit);
  return {
    invites: await presentedInvites(db, req, rows),
    meta: { page: q.page, per_page: q.limit, total_count: total },
  };
}

/** Where accepting a group invitation leads: the group's page. */
export async function acceptedInviteRedirect(db: DbOrTx, groupId: string) {
  const g = await findGroupById(db, groupId);
  return g ? `/groups/${g.slug}` : "/invites";
}
