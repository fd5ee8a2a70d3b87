import type { NetworkPreload } from "@intranet/contracts";
import { IconInfoCircle, IconLogin, IconSettings } from "@tabler/icons-react";
import { features as allFeatures } from "../../app/features";
import { type FeatureManifest, isOnPath, type UserbarLink, type UserbarSection } from "../manifest";

export type { UserbarLink, UserbarSection } from "../manifest";

export function isLinkActive(link: UserbarLink, pathname: string, search = ""): boolean {
  if (link.query) {
    const current = new URLSearchParams(search);
    return (
      pathname === link.to.split("?")[0] &&
      Object.entries(link.query).every(([key, value]) => current.get(key) === value)
    );
  }
  if (link.exact) return pathname === link.to;
  return isOnPath(pathname, [link.to, ...(link.alsoActiveOn ?? [])]);
}

/** The sub-navigation of the current route: the first feature that claims the path. */
function routeSections(
  pathname: string,
  network: NetworkPreload,
  features: readonly FeatureManifest[],
  search: string,
) {
  for (const feature of features) {
    const sections = feature.userbarSections?.(pathname, network, search);
    if (sections) return sections;
  }
  return [];
}

/** Everything the userbar shows for a route: reduced navigation for visitors, modules and sub-navigation for members. */
export function userbarSections(
  pathname: string,
  network: NetworkPreload,
  features: readonly FeatureManifest[] = allFeatures,
  search = "",
): UserbarSection[] {
  if (!network.current_member) {
    return [
      {
        key: "visitor",
        links: [
          { key: "sign-in", label: "userbar.signIn", to: "/users/sign_in", icon: IconLogin },
          { key: "info", label: "userbar.info", to: "/imprint", icon: IconInfoCircle },
        ],
      },
    ];
  }
  const moduleLinks = features.flatMap((feature) => feature.moduleLinks ?? []);
  const sections: UserbarSection[] = [
    { key: "modules", links: moduleLinks },
    ...routeSections(pathname, network, features, search),
  ];
  const adminLinks = features.flatMap((feature) => feature.adminLinks ?? []);
  if (network.can.administrate && adminLinks.length > 0) {
    sections.push({ key: "administration", title: "userbar.administration", links: adminLinks });
  } else {
    // Group-category administrators: an Administration link per category they administrate (§6 "Userbar").
    const categoryLinks: UserbarLink[] = network.group_categories
      .filter((c) => c.can.administrate)
      .map((c) => ({
        key: `category-administration-${c.id}`,
        text: c.plural_name,
        to: `/group-categories/${c.id}/administration/invites/new`,
        alsoActiveOn: [`/group-categories/${c.id}/administration`],
        icon: IconSettings,
      }));
    if (categoryLinks.length > 0 && !network.current_member.is_external) {
      sections.push({ key: "category-administration", title: "userbar.administration", links: categoryLinks });
    }
  }
  return sections;
}
