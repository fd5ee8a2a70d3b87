import type { NetworkPreload } from "@intranet/contracts";
import type { UserbarLink, UserbarSection } from "../manifest";

const MEMBER_PATH = /^\/members\/([0-9a-f]{24})(?:\/|$)/;

/** A member's profile navigation; the own profile adds the edit and settings links the member may use. */
function profileSection(memberId: string, network: NetworkPreload): UserbarSection {
  const me = network.current_member;
  const own = me?.id === memberId;
  const base = `/members/${memberId}`;
  const links: UserbarLink[] = [
    { key: "profile-information", label: "profile.shell.information", to: base, exact: true },
    { key: "profile-activities", label: "profile.shell.activities", to: `${base}/activities` },
    { key: "profile-likes", label: "profile.shell.likes", to: `${base}/likes` },
  ];
  if (own && me.can.update_registration) {
    links.push(
      { key: "profile-registration", label: "profile.shell.editRegistration", to: "/users/edit" },
      { key: "profile-two-factor", label: "profile.shell.twoFactor", to: "/users/two_factor" },
    );
  }
  if (own && me.can.update_profile) {
    links.push(
      { key: "profile-edit", label: "profile.shell.editProfile", to: `${base}/edit` },
      { key: "profile-locale", label: "profile.shell.localeSettings", to: `${base}/locale_settings` },
      { key: "profile-settings", label: "profile.shell.membershipSettings", to: `${base}/settings/edit` },
      { key: "profile-ignored", label: "profile.shell.ignored", to: `${base}/ignored` },
    );
  }
  if (own && network.config.memberships.change_requests.enabled) {
    links.push({
      key: "profile-change-request",
      label: "profile.shell.changeRequest",
      to: `${base}/change_requests/new`,
    });
  }
  return { key: "profile", title: "profile.shell.title", links };
}

/** On a member's pages, and on the own registration and two-factor pages, which belong to the profile. */
export function profileSections(pathname: string, network: NetworkPreload): UserbarSection[] | null {
  const ownAccountPage = pathname === "/users/edit" || pathname === "/users/two_factor";
  const memberId = MEMBER_PATH.exec(pathname)?.[1] ?? (ownAccountPage ? network.current_member?.id : undefined);
  return memberId ? [profileSection(memberId, network)] : null;
}
