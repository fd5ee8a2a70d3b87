import type { NetworkPreload } from "@intranet/contracts";
import type { FastifyRequest } from "fastify";
import type { AppContext } from "../../context.js";
import { presentCategory, presentRole } from "../groups/group.presenter.js";
import { groupsOfMember, listCategories, rolesFor } from "../groups/groups.repo.js";
import { presentMember } from "../members/member.presenter.js";
import type { NetworkRow } from "./network.service.js";

export async function presentNetwork(
  ctx: AppContext,
  req: FastifyRequest,
  network: NetworkRow,
): Promise<NetworkPreload> {
  const member = req.member;
  const s = network.settings;
  const [categories, roles, myGroups] = member
    ? await Promise.all([listCategories(ctx.db), rolesFor(ctx.db, []), groupsOfMember(ctx.db, member.id)])
    : [[], [], []];
  return {
    id: network.id,
    name: network.name,
    language: network.language as NetworkPreload["language"],
    can: { administrate: member?.isNetworkAdmin === true, version_and_updates: false },
    config: {
      memberships: {
        profile_edit_target: member ? `/members/${member.id}/edit` : "/users/sign_in",
        change_requests: { enabled: s.change_requests_enabled },
      },
      customer_central_url: null,
      folder_profiles: { enabled: false },
      file_profiles: { enabled: false, column_fields: [] },
      translations: { deep_l: { enabled: ctx.translator !== null } },
      files: {
        extension_filter_available: true,
        extension_filter_enabled: s.extension_filter_enabled,
        extension_filter_type: s.extension_filter_type,
        extension_filter_list: s.extension_filter_list,
        max_upload_bytes: ctx.config.maxUploadBytes,
      },
    },
    customer_central_jwt: null,
    teams_configuration: { show_renew_secret_modal: false },
    group_categories: categories.map((c) => presentCategory(req, c)),
    membership_roles: roles.map(presentRole),
    my_groups: myGroups.map((g) => ({ id: g.id, slug: g.slug, name: g.name, group_category_id: g.groupCategoryId })),
    root_folder_id: null,
    current_member: member ? presentMember(req, member) : null,
  };
}
