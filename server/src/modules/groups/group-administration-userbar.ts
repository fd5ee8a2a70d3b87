import type { AdministrationUserbar } from "@intranet/contracts";
import type { FastifyRequest } from "fastify";
import type { AppContext } from "../../context.js";
import { currentMember } from "../../http/auth.js";
import { forbidden, notFound } from "../../http/errors.js";
import type { AdministrationContextUserbar } from "../administration/administration-contexts.js";
import { loadGroupFor } from "./group-access.js";
import { administratesCategory } from "./groups.access.js";
import { findCategoryById, findCategoryBySlug, openJoinRequestCount } from "./groups.repo.js";

const link = (label: string, path: string, extra: { unreads?: number | null; exact?: boolean } = {}) => ({
  label,
  path,
  unreads: extra.unreads ?? null,
  target: "_self" as const,
  exact: extra.exact ?? false,
  alternative_paths: [],
});

/**
 * A group's administration userbar (its administrators and the network's): landing, members, statistics, requests,
 * roles, designs and edit, then what other modules add for a group (navigation, widget bars, invitations, apps).
 */
const groupUserbar: AdministrationContextUserbar = async (ctx, req, slug) => {
  const g = await loadGroupFor(ctx.db, req as FastifyRequest, slug, "administrate");
  const base = `/groups/${g.group.slug}`;
  const requests = await openJoinRequestCount(ctx.db, g.group.id);
  return {
    sections: [
      {
        key: "group",
        title: "administration.shell.section_group",
        image: null,
        links: [
          link("administration.shell.overview", `${base}/administration`, { exact: true }),
          // §2: the membership roles manager leads back to {context}/administration/members.
          link("administration.shell.members", `${base}/administration/members`),
          link("administration.shell.statistics", `${base}/administration/statistics`),
          link("administration.shell.group_join_requests", `${base}/administration/join_requests`, {
            unreads: requests,
          }),
          link("memberAdmin.shell.roles", `${base}/administration/membership_roles`),
          link("designs.shell.designs", `${base}/administration/designs`),
          ...ctx.modules.groupAdministrationLinks.map((l) => link(l.label, `${base}${l.below}`)),
          link("administration.shell.edit_group", `${base}/edit`),
        ],
      },
    ],
  } satisfies AdministrationUserbar;
};

/**
 * A group category's administration userbar: for the category's administrators and the network's (403 to everyone
 * else): its landing, invitations at category scope and the category's designs.
 */
const categoryUserbar: AdministrationContextUserbar = async (ctx, req, idOrSlug) => {
  const member = currentMember(req);
  const category = /^[0-9a-f]{24}$/.test(idOrSlug)
    ? await findCategoryById(ctx.db, idOrSlug)
    : await findCategoryBySlug(ctx.db, idOrSlug);
  if (!category) throw notFound();
  if (!(await administratesCategory(ctx.db, member, category.id))) throw forbidden();
  const base = `/group-categories/${category.id}/administration`;
  return {
    sections: [
      {
        key: "group_category",
        title: "administration.shell.section_group_category",
        image: null,
        links: [
          link("administration.shell.overview", base, { exact: true }),
          link("administration.shell.invites", `${base}/invites/new`),
          link("designs.shell.designs", `${base}/designs`),
        ],
      },
    ],
  };
};

export const groupAdministrationContexts = { group: groupUserbar, group_category: categoryUserbar } satisfies Record<
  string,
  (ctx: AppContext, req: FastifyRequest, id: string) => Promise<AdministrationUserbar>
>;
