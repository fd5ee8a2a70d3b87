import { IconFolder } from "@tabler/icons-react";
import { defineFeature, type FeatureRoute } from "../manifest";
import translations from "./i18n";
import { filesSections } from "./userbar";

const lazyPage =
  <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) =>
  async () => ({ Component: (await load())[name] });
const folder = () => import("./routes/FolderPage");
const folderForm = () => import("./routes/FolderFormPage");
const newFiles = () => import("./routes/NewFilesPage");
const file = () => import("./routes/FilePage");
const approval = () => import("./routes/ApprovalPage");

/** Files and folders of the network and of each group (communication §2 "Files"). */
export const filesRoutes: FeatureRoute[] = [
  { path: "files", handle: { title: "files.title" }, lazy: lazyPage(folder, "FolderPage") },
  {
    path: "files/folders/new",
    handle: { title: "files.folderForm.newTitle" },
    lazy: lazyPage(folderForm, "NewFolderPage"),
  },
  { path: "files/folders/:id", handle: { title: "files.title" }, lazy: lazyPage(folder, "FolderPage") },
  {
    path: "files/folders/:id/edit",
    handle: { title: "files.folderForm.editTitle" },
    lazy: lazyPage(folderForm, "EditFolderPage"),
  },
  { path: "files/new", handle: { title: "files.newFiles.title" }, lazy: lazyPage(newFiles, "NewFilesPage") },
  { path: "files/approval", handle: { title: "files.approval.title" }, lazy: lazyPage(approval, "ApprovalPage") },
  { path: "files/:fileId", handle: { title: "files.title" }, lazy: lazyPage(file, "FilePage") },
  { path: "groups/:slug/files", handle: { title: "files.title" }, lazy: lazyPage(folder, "GroupFolderPage") },
  {
    path: "groups/:slug/files/folders/new",
    handle: { title: "files.folderForm.newTitle" },
    lazy: lazyPage(folderForm, "NewFolderPage"),
  },
  {
    path: "groups/:slug/files/folders/:id",
    handle: { title: "files.title" },
    lazy: lazyPage(folder, "GroupFolderPage"),
  },
  {
    path: "groups/:slug/files/folders/:id/edit",
    handle: { title: "files.folderForm.editTitle" },
    lazy: lazyPage(folderForm, "EditFolderPage"),
  },
  {
    path: "groups/:slug/files/new",
    handle: { title: "files.newFiles.title" },
    lazy: lazyPage(newFiles, "NewFilesPage"),
  },
  {
    path: "groups/:slug/files/approval",
    handle: { title: "files.approval.title" },
    lazy: lazyPage(approval, "GroupApprovalPage"),
  },
  { path: "groups/:slug/files/:fileId", handle: { title: "files.title" }, lazy: lazyPage(file, "GroupFilePage") },
];

export const filesFeature = defineFeature({
  key: "files",
  routes: filesRoutes,
  translations,
  /**
   * Group files pages sit under the group's header; the file page shows the office's document actions; the folder
   * edit page a folder's own property sets.
   */
  shows: ["groups", "office", "property-sets"],
  moduleLinks: [{ key: "files", label: "files.shell.link", to: "/files", icon: IconFolder }],
  userbarSections: filesSections,
});
