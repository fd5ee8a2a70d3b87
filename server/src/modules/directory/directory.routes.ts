import {
  DIRECTORY_TOO_LARGE,
  directoryApi,
  type directoryMembersQuery,
  filterableProfileFields,
} from "@intranet/contracts";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import type { AppContext } from "../../context.js";
import { currentMember } from "../../http/auth.js";
import { AppError } from "../../http/errors.js";
import { route } from "../../http/route.js";
import { presentCategory } from "../groups/group.presenter.js";
import { requireVisibleMemberList } from "../groups/group-access.js";
import { listGroups } from "../groups/group-list.repo.js";
import { activeMemberOf } from "../groups/groups.access.js";
import { findCategoryBySlug } from "../groups/groups.repo.js";
import { presentedGroupSummaries } from "../groups/groups.service.js";
import { searchRoles } from "../groups/roles.repo.js";
import { listMembers, profileValues } from "../members/member-list.repo.js";
import { getNetwork } from "../network/network.service.js";
import { directorySettings } from "./directory.presenter.js";
import { presentedDirectoryMembers } from "./directory.service.js";

type MembersQuery = z.infer<typeof directoryMembersQuery>;

const meta = (page: number, perPage: number, total: number) => ({
  page,
  per_page: perPage,
  total_count: total,
  total_pages: Math.max(1, Math.ceil(Math.min(total, DIRECTORY_TOO_LARGE) / perPage)),
  too_large: total > DIRECTORY_TOO_LARGE,
});

/** The directory: paged member lists, groups per category and the quick search of pickers. */
export const directoryRoutes: FastifyPluginAsync<AppContext> = async (base, ctx) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const member = { config: { auth: "member" as const } };

  const settings = async () => directorySettings((await getNetwork(ctx.db)).settings);

  const memberPage = async (req: FastifyRequest, q: MembersQuery, groupId?: string) => {
    const viewer = currentMember(req);
    const s = await settings();
    const profile: Record<string, string> = {};
    for (const field of filterableProfileFields) {
      const value = q[`profile.${field}`];
      if (value && s.filterFields.includes(field)) profile[field] = value;
    }
    const sort = q.sort ?? s.sort;
    const { rows, total } = await listMembers(
      ctx.db,
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
      entries: tooLarge ? [] : await presentedDirectoryMembers(ctx.db, rows, s, groupId),
      meta: meta(q.page, q.per_page, total),
      sort,
      filter_fields: s.filterFields,
    };
  };

  route(app, directoryApi.members, member, async (req) => memberPage(req, req.query));

  route(app, directoryApi.groupMembers, member, async (req) => {
    const { group } = await requireVisibleMemberList(ctx.db, currentMember(req), { slug: req.params.slug });
    return memberPage(req, req.query, group.id);
  });

  route(app, directoryApi.filters, member, async () => {
    const s = await settings();
    const fields = s.filterFields.filter((f) => (filterableProfileFields as readonly string[]).includes(f));
    return {
      filters: await Promise.all(fields.map(async (name) => ({ name, options: await profileValues(ctx.db, name) }))),
    };
  });

  route(app, directoryApi.category, member, async (req) => {
    const viewer = currentMember(req);
    const category = await findCategoryBySlug(ctx.db, req.params.category);
    if (!category) throw new AppError(404, "category_not_found", "This category does not exist.");
    const { rows, total } = await listGroups(
      ctx.db,
      { viewer, q: req.query.q, categoryId: category.id },
      req.query.per_page,
      (req.query.page - 1) * req.query.per_page,
    );
    return {
      group_category: presentCategory(req, category),
      entries: await presentedGroupSummaries(ctx.db, req, rows),
      meta: meta(req.query.page, req.query.per_page, total),
    };
  });

  route(app, directoryApi.search, member, async (req) => {
    const viewer = currentMember(req);
    const q = req.query;
    // Members limited to a group's: only where the member may see that group's members.
    const [contextGroup, s] = await Promise.all([
      q.context ? requireVisibleMemberList(ctx.db, viewer, { slug: q.context }).then((r) => r.group) : null,
      settings(),
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
  });
};
