import { IconAddressBook } from "@tabler/icons-react";
import { lazy } from "react";
import { defineFeature, type FeatureRoute } from "../manifest";
import { directorySections } from "./userbar";

const page = async () => ({ Component: (await import("./routes/DirectoryPage")).DirectoryPage });

/** /directory, /members, /directory/{category}; group member lists are in the groups feature. */
export const directoryRoutes: FeatureRoute[] = [
  { path: "directory", handle: { title: "directory.shell.link" }, lazy: page },
  { path: "members", handle: { title: "directory.shell.link" }, lazy: page },
  { path: "directory/:category", handle: { title: "directory.shell.link" }, lazy: page },
];

/** Groups found by name, for the pickers of other features (member administration, a blog's audience). */
export { groupsNamedQuery } from "./api";

/** The directory's heading and tab bar, for the tabs other features show (channels). */
export { DirectoryTabs } from "./components/DirectoryTabs";

/** The paged member list with search and filters, loaded on demand (render inside Suspense). */
export const MemberList = lazy(async () => ({ default: (await import("./components/MemberList")).MemberList }));

export const directoryFeature = defineFeature({
  key: "directory",
  routes: directoryRoutes,
  // The directory screen's texts are part of the groups namespace.
  shows: ["groups"],
  moduleLinks: [{ key: "directory", label: "directory.shell.link", to: "/directory", icon: IconAddressBook }],
  userbarSections: directorySections,
  tiles: [
    {
      key: "directory",
      to: "/directory",
      icon: IconAddressBook,
      title: "directory.shell.link",
      text: "directory.shell.tile",
    },
  ],
});
