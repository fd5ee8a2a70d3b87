import type { RouteObject } from "react-router";

const page = async () => ({ Component: (await import("./routes/DirectoryPage")).DirectoryPage });

/** /directory, /members, /directory/{category}; group member lists are in the groups feature. */
export const directoryRoutes: RouteObject[] = [
  { path: "directory", lazy: page },
  { path: "members", lazy: page },
  { path: "directory/:category", lazy: page },
];

export { MemberList } from "./routes/DirectoryPage";
