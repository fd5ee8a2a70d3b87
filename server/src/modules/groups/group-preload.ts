import { networkPreloadPart } from "../network/network-hooks.js";
import { presentCategory, presentRole } from "./group.presenter.js";
import { preloadGroupColumns } from "./groups.repo.js";

/** The groups' share of the preload: categories, the network's roles and the member's groups. */
export const groupPreload = networkPreloadPart(preloadGroupColumns, (req, groups) => ({
  group_categories: (groups?.categories ?? []).map((c) =>
    presentCategory(req, c, (groups?.administeredCategoryIds ?? []).includes(c.id)),
  ),
  membership_roles: (groups?.roles ?? []).map(presentRole),
  my_groups: (groups?.myGroups ?? []).map((g) => ({
    id: g.id,
    slug: g.slug,
    name: g.name,
    group_category_id: g.groupCategoryId,
  })),
}));
