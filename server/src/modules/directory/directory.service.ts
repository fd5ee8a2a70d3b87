import {
  DIRECTORY_TOO_LARGE,
  type DirectoryMember,
  type directoryCategoryQuery,
  type directoryMembersQuery,
  type directorySearchQuery,
  filterableProfileFields,
} from "@intranet/contracts";
import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import type { AppContext } from "../../context.js";
import type { DbOrTx } from "../../db/client.js";
import { AppError } from "../../http/errors.js";
import { presentCategory } from "../groups/group.presenter.js";
import { requireVisibleMemberList } from "../groups/group-access.js";
import { listGroups } from "../groups/group-list.repo.js";
import { activeMemberOf, administratesCategory } from "../groups/groups.access.js";
import { findCategoryBySlug } from "../groups/groups.repo.js";
import { presentedGroupSummaries } from "../groups/groups.service.js";
import { groupAdminsAmong } from "../groups/memberships.repo.js";
import { roleBadgesOf, searchRoles } from "../groups/roles.repo.js";
import { listMembers, profileValues } from "../members/member-list.repo.js";
import type { MemberRow } from "../members/members.schema.js";
import { getNetwork } from "../network/network.service.js";
import {
  type DirectoryBadges,
  type DirectorySettings,
  directorySettings,
  presentDirectoryMembers,
} from "./directory.presenter.js";

type MembersQuery = z.infer<typeof directoryMembersQuery>;

const meta = (page: number, perPage: number, total: number) => ({
  page,
  per_page: perPage,
  total_count: total,
  total_pages: Math.max(1, Math.ceil(Math.min(total, DIRECTORY_TOO_LARGE) / perPage)),
  too_large: total > DIRECTORY_TOO_LARGE,
});

const settings = async (db: DbOrTx) => directorySettings((await getNetwork(db)).settings);

/** Role badges (and group administrators in a group) of a page of members, in two queries. */
export async function directoryBadgesOf(db: DbOrTx, memberIds: string[], groupId?: string): Promise<DirectoryBadges> {
  const [roles, admins] = await Promise.all([
    roleBadgesOf(db, memberIds, groupId),
    groupId ? groupAdminsAmong(db, groupId, memberIds) : Promise.resolve(null),
  ]);
  return { roles, admins };
}

/** A page of directory entries as the API shows them. */
export async function presentedDirectoryMembers(
  db: DbOrTx,
  rows: MemberRow[],
  settings: DirectorySettings,
  groupId?: string,
): Promise<DirectoryMember[]> {
  const badges = await directoryBadgesOf(
    db,
    rows.map((r) => r.id),
    groupId,
  );
  return presentDirectoryMembers(rows, settings, badges);
}

/** A page of the member directory (of a group's members, when given), with the network's sort and filters. */
export async function membersPage(db: DbOrTx, viewer: MemberRow, q: MembersQuery, groupId?: string) {
  const s = await settings(db);
  const profile: Record<string, string> = {};
  for (const field of filterableProfileFields) {
    const value = q[`profile.${field}`];
    if (value && s.filterFields.includes(field)) profile[field] = value;
  }
  const sort = q.sort ?? s.sort;
  const { rows, total } = await listMembers(
    db,
    {
      q: q.q,
      only: groupId ? (m) => activeMemberOf(groupId, m) : undefined,
      includeExternal: true,
      includeLocked: s.showLocked && !viewer.isExternal,
      profile,
    },
    sort,
    q.per_page,
    (q.page - 1) * q.per_page,
  );
  const tooLarge = total > DIRECTORY_TOO_LARGE;
  return {
    entries: tooLarge ? [] : await presentedDirectoryMembers(db, rows, s, groupId),
    meta: meta(q.page, q.per_page, total),
    sort,
    filter_fields: s.filterFields,
  };
}

/** A page of a group's members; 404 unless the viewer may see that group's member list. */
export async function groupMembersPage(db: DbOrTx, viewer: MemberRow, slug: string, q: MembersQuery) {
  const { group } = await requireVisibleMemberList(db, viewer, { slug });
  return membersPage(db, viewer, q, group.id);
}

/** The profile fields the directory filters by, with the values members gave. */
export async function directoryFilters(db: DbOrTx) {
  const s = await settings(db);
  const fields = s.filterFields.filter((f) => (filterableProfileFields as readonly string[]).includes(f));
  return {
    filters: await Promise.all(fields.map(async (name) => ({ name, options: await profileValues(db, name) }))),
  };
}

/** A page of the groups of a category the viewer may see; 404 for an unknown category. */
export async function categoryPage(
  ctx: AppContext,
  req: FastifyRequest,
  viewer: MemberRow,
  slug: string,
  query: z.output<typeof directoryCategoryQuery>,
) {
  const category = await findCategoryBySlug(ctx.db, slug);
  if (!category) throw new AppError(404, "category_not_found", "This category does not exist.");
  const { rows, total } = await listGroups(
    ctx.db,
    { viewer, q: query.q, categoryId: category.id },
    query.per_page,
    (query.page - 1) * query.per_page,
  );
  return {
    group_category: presentCategory(req, category, await administratesCategory(ctx.db, viewer, category.id)),
    entries: await presentedGroupSummaries(ctx.db, req, rows),
    meta: meta(query.page, query.per_page, total),
  };
}

/** The pickers' quick search: members (of a group, with `context`), groups, and membership roles when asked. */
export async function directorySearch(
  ctx: AppContext,
  req: FastifyRequest,
  viewer: MemberRow,
  q: z.output<typeof directorySearchQuery>,
) {
  // Members limited to a group's: only where the member may see that group's members.
  const [contextGroup, s] = await Promise.all([
    q.context ? requireVisibleMemberList(ctx.db, viewer, { slug: q.context }).then((r) => r.group) : null,
    settings(ctx.db),
  ]);
  const wantsMembers = !q.groups_only && (q.q.length >= 2 || contextGroup !== null);
  const [memberRows, groupRows, roles] = await Promise.all([
    wantsMembers
      ? listMembers(
          ctx.db,
          {
            q: q.q,
            only: contextGroup ? (m) => activeMemberOf(contextGroup.id, m) : undefined,
            includeExternal: true,
            includeLocked: false,
            profile: {},
          },
          s.sort,
          q.limit,
          0,
          false,
        )
      : Promise.resolve({ rows: [], total: 0 }),
    contextGroup
      ? Promise.resolve({ rows: [], total: 0 })
      : listGroups(
          ctx.db,
          {
            viewer,
            q: q.q,
            onlyMine: q.only_my_groups,
            onlyChatEnabled: q.only_chat_enabled,
            excludeSensitive: q.exclude_sensitive_groups,
          },
          q.limit,
          0,
          false,
        ),
    q.include_membership_roles && q.q ? searchRoles(ctx.db, q.q, q.limit) : Promise.resolve(null),
  ]);
  const [members, groups] = await Promise.all([
    presentedDirectoryMembers(ctx.db, memberRows.rows, s),
    presentedGroupSummaries(ctx.db, req, groupRows.rows),
  ]);
  return {
    members,
    groups,
    ...(roles
      ? {
          membership_roles: roles.map((r) => ({ id: r.id, name: r.name, color: r.color, text_color: r.textColor })),
        }
      : {}),
  };
}
