import type { AdministrationUserbar } from "@intranet/contracts";
import type { AppContext } from "../../context.js";
import type { RegistryCollectors } from "../module.js";

/** The sections of the network administration userbar, in their order. */
export const ADMINISTRATION_SECTIONS = ["network", "content", "legal", "development"] as const;
export type AdministrationSectionKey = (typeof ADMINISTRATION_SECTIONS)[number];

/** A link a module adds to every group's administration userbar: a text key and a path below the group's. */
export type GroupAdministrationLink = { label: string; below: string };

/**
 * A link a module adds to the administration userbar (administration §2 "Userbar": label, path, target, exact flag,
 * alternative paths) for one of its screens. `label` is a text key of the web's.
 */
export type AdministrationLink = {
  section: AdministrationSectionKey;
  label: string;
  path: string;
  exact?: boolean;
  alternative_paths?: string[];
  target?: "_self" | "_blank";
};

declare module "../module.js" {
  interface ModuleDescriptor {
    /** The module's administration screens, as links of `GET /api/v1/userbars/administration` (for this app's configuration). */
    administrationLinks?: (ctx: AppContext) => AdministrationLink[];
    /** Links of a group's administration userbar, each a path below `/groups/{slug}` (e.g. `/administration/…`). */
    groupAdministrationLinks?: (ctx: AppContext) => GroupAdministrationLink[];
  }
  interface ModuleRegistry {
    administrationLinks: readonly AdministrationLink[];
    groupAdministrationLinks: readonly GroupAdministrationLink[];
  }
}

export const administrationLinkCollectors = {
  administrationLinks: (descriptors, ctx) => descriptors.flatMap((d) => d.administrationLinks?.(ctx) ?? []),
  groupAdministrationLinks: (descriptors, ctx) => descriptors.flatMap((d) => d.groupAdministrationLinks?.(ctx) ?? []),
} satisfies Partial<RegistryCollectors>;

/** The network's administration userbar: the modules' links by section, in module order; empty sections left out. */
export function networkAdministrationUserbar(links: readonly AdministrationLink[]): AdministrationUserbar {
  return {
    sections: ADMINISTRATION_SECTIONS.flatMap((key) => {
      const inSection = links.filter((link) => link.section === key);
      if (inSection.length === 0) return [];
      return [
        {
          key,
          title: `administration.shell.section_${key}`,
          image: null,
          links: inSection.map((link) => ({
            label: link.label,
            path: link.path,
            unreads: null,
            target: link.target ?? "_self",
            exact: link.exact ?? false,
            alternative_paths: link.alternative_paths ?? [],
          })),
        },
      ];
    }),
  };
}
