import type { NetworkPreload } from "@intranet/contracts";
import { IconUsersGroup } from "@tabler/icons-react";
import type { ComponentType } from "react";
import { defineFeature, type FeatureRoute, isOnPath, type UserbarSection } from "../manifest";
import translations from "./i18n";

const page =
  <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  async () => ({ Component: (await load())[name] });
const screens = () => import("./routes/MapPage");

/** Maps (server module `maps`): /map, /members/map (and /map/members), /groups/{slug}/map, /administration/map/pois. */
export const mapsRoutes: FeatureRoute[] = [
  { path: "map", handle: { title: "maps.title" }, lazy: page(screens, "NetworkMapPage") },
  { path: "map/members", handle: { title: "maps.membersTitle" }, lazy: page(screens, "MembersMapPage") },
  { path: "members/map", handle: { title: "maps.membersTitle" }, lazy: page(screens, "MembersMapPage") },
  { path: "groups/:slug/map", handle: { title: "maps.groupTitle" }, lazy: page(screens, "GroupMapPage") },
  {
    path: "administration/map/pois",
    handle: { title: "maps.shell.pois" },
    lazy: page(() => import("./routes/PoisAdminPage"), "PoisAdminPage"),
  },
];

/** The map variant of the directory navigation (administration §2), while the network's maps are on. */
function mapSections(pathname: string, network: NetworkPreload): UserbarSection[] | null {
  if (!network.config.maps.enabled) return null;
  if (!isOnPath(pathname, ["/map", "/members/map"])) return null;
  const sections: UserbarSection[] = [
    {
      key: "map",
      title: "maps.shell.map",
      links: [
        { key: "map-all", label: "maps.shell.everything", to: "/map", exact: true },
        { key: "map-members", label: "maps.shell.members", to: "/members/map", alsoActiveOn: ["/map/members"] },
      ],
    },
  ];
  if (network.config.maps.show_map && network.my_groups.length > 0)
    sections.push({
      key: "group-maps",
      title: "maps.shell.groupMaps",
      links: network.my_groups.map((g) => ({
        key: `group-map-${g.slug}`,
        text: g.name,
        to: `/groups/${g.slug}/map`,
        icon: IconUsersGroup,
      })),
    });
  return sections;
}

export const mapsFeature = defineFeature({
  key: "maps",
  routes: mapsRoutes,
  translations,
  /** A group's map shows under the group's header; the points of interest behind the administration's guard. */
  shows: ["groups", "administration"],
  userbarSections: mapSections,
});
