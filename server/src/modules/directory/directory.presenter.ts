import type { DirectoryMember } from "@intranet/contracts";
import { presentMemberSummary } from "../members/member.presenter.js";
import type { MemberRow } from "../members/members.schema.js";
import type { NetworkSettings } from "../network/network.schema.js";

/** The directory settings of the network, with defaults for networks that never saved them. */
export function directorySettings(s: NetworkSettings) {
  return {
    sort: s.directory_default_sort,
    filterFields: s.directory_filter_profile_fields ?? ["department", "location"],
    showLocked: s.show_locked_memberships ?? false,
    anonymize: s.anonymize_memberships_config ?? "disabled",
    anonymizeAfterDays: s.anonymize_memberships_after_days ?? 30,
    anonymousName: s.anonymize_memberships_name ?? "Former member",
  };
}
export type DirectorySettings = ReturnType<typeof directorySettings>;

const emptyProfile = { position: null, department: null, phone: null, location: null, about: null };

/** Locked memberships appear anonymized when the network says so (at once, or after some days). */
function isAnonymized(m: MemberRow, s: DirectorySettings, now: number) {
  if (!m.lockedAt || s.anonymize === "disabled") return false;
  if (s.anonymize === "enabled") return true;
  return now - m.lockedAt.getTime() >= s.anonymizeAfterDays * 86_400_000;
}

/** What a page of directory entries shows besides the member: role badges, and group administrators in a group. */
export type DirectoryBadges = {
  roles: Map<string, { name: string; color: string; text_color: string }[]>;
  admins: Set<string> | null;
};

/** Member rows with their badges (loaded by directory.service for the whole page). */
export function presentDirectoryMembers(
  rows: MemberRow[],
  settings: DirectorySettings,
  { roles, admins }: DirectoryBadges,
): DirectoryMember[] {
  const now = Date.now();
  return rows.map((m) => {
    const summary = presentMemberSummary(m);
    if (isAnonymized(m, settings, now)) {
      return {
        id: m.id,
        displayName: settings.anonymousName,
        images: { medium: null, large: null, "40x40@2": null },
        profile: emptyProfile,
        is_external: false,
        is_network_admin: false,
        roles: [],
        anonymized: true,
        path: summary.path,
      };
    }
    return {
      id: m.id,
      displayName: summary.displayName,
      images: summary.images,
      profile: { ...emptyProfile, ...m.profile },
      is_external: m.isExternal,
      is_network_admin: m.isNetworkAdmin,
      ...(admins ? { is_group_admin: admins.has(m.id) } : {}),
      roles: roles.get(m.id) ?? [],
      anonymized: false,
      path: summary.path,
    };
  });
}
