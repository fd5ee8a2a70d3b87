import { DEFAULT_LOCK_DAYS, type NetworkPreload } from "@intranet/contracts";
import type { FastifyRequest } from "fastify";
import type { AppContext } from "../../context.js";
import type { Preload } from "./network.service.js";
import { settingsConfig } from "./network-settings.js";

/** The preload: the network's own keys, then each module's (`networkPreload`) from the values it selected. */
export function presentNetwork(
  ctx: AppContext,
  req: FastifyRequest,
  { network, parts, visitorParts }: Preload,
): NetworkPreload {
  const member = req.member;
  const s = network.settings;
  return {
    id: network.id,
    name: network.name,
    language: network.language as NetworkPreload["language"],
    // The update central is the network administrators'; the upgrade check runs where a customer central is configured.
    can: { administrate: member?.isNetworkAdmin === true, version_and_updates: member?.isNetworkAdmin === true },
    config: {
      memberships: {
        profile_edit_target: member ? `/members/${member.id}/edit` : "/users/sign_in",
        change_requests: { enabled: s.change_requests_enabled },
      },
      customer_central_url: member?.isNetworkAdmin ? (ctx.config.customerCentral?.url ?? null) : null,
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
      ...settingsConfig(network),
    },
    customer_central_jwt: null,
    teams_configuration: { show_renew_secret_modal: false },
    group_categories: [],
    membership_roles: [],
    my_groups: [],
    root_folder_id: null,
    current_member: null,
    time_zone_offsets: null,
    theme: null,
    two_factor_setup_required: false,
    ...Object.assign(
      {},
      ...[...ctx.modules.networkPreload].map(([name, part]) =>
        part.present(req, (parts ?? visitorParts)?.get(name) ?? null),
      ),
    ),
  };
}
