import type { Member, MemberSummary, NetworkPreload } from "@intranet/contracts";

export const hexId = (n: number) => n.toString(16).padStart(24, "0");

export function memberSummary(overrides: Partial<MemberSummary> = {}): MemberSummary {
  const id = overrides.id ?? hexId(1);
  return {
    id,
    displayName: "Ada Lovelace",
    images: { medium: null, large: null, "40x40@2": null },
    is_external: false,
    path: `/members/${id}`,
    ...overrides,
  };
}

export function member(overrides: Partial<Member> = {}): Member {
  return {
    ...memberSummary(overrides),
    first_name: "Ada",
    last_name: "Lovelace",
    email: "ada@example.com",
    is_network_admin: false,
    locked: false,
    language: "en",
    time_zone: "Europe/Berlin",
    profile: { position: null, department: null, phone: null, location: null, about: null },
    can: { update_profile: true, update_registration: true, chat: true, create_channels: false },
    ...overrides,
  };
}

export function network(overrides: Partial<NetworkPreload> = {}): NetworkPreload {
  return {
    id: hexId(100),
    name: "Demo Network",
    language: "en",
    can: { administrate: false, version_and_updates: false },
    config: {
      memberships: { profile_edit_target: "profile", change_requests: { enabled: false } },
      customer_central_url: null,
      folder_profiles: { enabled: false },
      file_profiles: { enabled: false, column_fields: [] },
      translations: { deep_l: { enabled: false } },
      files: {
        extension_filter_available: false,
        extension_filter_enabled: false,
        extension_filter_type: "deny",
        extension_filter_list: [],
        max_upload_bytes: 100 * 1024 * 1024,
      },
    },
    customer_central_jwt: null,
    teams_configuration: { show_renew_secret_modal: false },
    group_categories: [],
    membership_roles: [],
    my_groups: [],
    root_folder_id: null,
    current_member: member(),
    ...overrides,
  };
}
