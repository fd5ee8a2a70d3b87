import { IconAddressBook } from "@tabler/icons-react";
import { lazy } from "react";
import type { RouteObject } from "react-router";
import { defineFeature } from "../manifest";
import { directorySections } from "./userbar";

const page = async () => ({ Component: (await import("./routes/DirectoryPage")).DirectoryPage });

/** /directory, /members, /directory/{category}; group member lists are in the groups feature. */
export const directoryRoutes: RouteObject[] = [
  { path: "directory", lazy: page },
  { path: "members", lazy: page },
  { path: "directory/:category", lazy: page },
];

/** The paged member list with search and filters, loaded on demand (render inside Suspense). */
export const MemberList = lazy(async () => ({ default: (await import("./components/MemberList")).MemberList }));

export const directoryFeature = defineFeature({
  key: "directory",
  routes: directoryRoutes,
  // The directory's texts are part of the groups namespace.
  shows: ["groups"],
  moduleLinks: [{ key: "directory", label: "userbar.directory", to: "/directory", icon: IconAddressBook }],
  userbarSections: directorySections,
  tiles: [
    {
      key: "directory",
      to: "/directory",
      icon: IconAddressBook,
      title: "userbar.directory",
      text: "dashboard.directory",
    },
  ],
});
