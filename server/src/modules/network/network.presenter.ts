import { DEFAULT_LOCK_DAYS, type NetworkPreload } from "@intranet/contracts";
import type { FastifyRequest } from "fastify";
import type { AppContext } from "../../context.js";
import { presentCategory, presentRole } from "../groups/group.presenter.js";
import { presentMember } from "../members/member.presenter.js";
import type { Preload } from "./network.service.js";

export function presentNetwork(ctx: AppContext, req: FastifyRequest, { network, groups }: Preload): NetworkPreload {
  const member = req.member;
  const s = network.settings;
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
      folder_profiles: { enabled: s.folder_profiles_enabled === true },
      file_profiles: { enabled: s.file_profiles_enabled === true, column_fields: [] },
      translations: { deep_l: { enabled: ctx.translator !== null } },
      office: { wopi: { enabled: ctx.config.wopi !== null } },
      files: {
        extension_filter_available: true,
        extension_filter_enabled: s.extension_filter_enabled,
        extension_filter_type: s.extension_filter_type,
        extension_filter_list: s.extension_filter_list,
        max_upload_bytes: ctx.config.maxUploadBytes,
        lock_days: s.file_lock_days ?? DEFAULT_LOCK_DAYS,
      },
    },
    customer_central_jwt: null,
    teams_configuration: { show_renew_secret_modal: false },
    group_categories: (groups?.categories ?? []).map((c) => presentCategory(req, c)),
    membership_roles: (groups?.roles ?? []).map(presentRole),
    my_groups: (groups?.myGroups ?? []).map((g) => ({
      id: g.id,
      slug: g.slug,
      name: g.name,
      group_category_id: g.groupCategoryId,
    })),
    // External guests read no network files; for the others the root exists from the network's creation on.
    root_folder_id: member && !member.isExternal ? (groups?.rootFolderId ?? null) : null,
    current_member: member ? presentMember(req, member) : null,
  };
}
