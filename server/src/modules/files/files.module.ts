import type { ModuleDescriptor } from "../module.js";
import { networkPreloadPart } from "../network/network-hooks.js";
import { keepActivityFiles } from "./activity-folder.repo.js";
import { approvalRoutes } from "./approval.routes.js";
import { exportsRoutes } from "./exports.routes.js";
import { buildFolderExport, EXPORT_JOB } from "./exports.service.js";
import { fileActivityType } from "./file-activity.js";
import { fileCounts } from "./file-statistics.repo.js";
import { extractBacklog, extractFileText, TEXT_BACKLOG_JOB, TEXT_JOB } from "./file-texts.service.js";
import { fileVersionReadable } from "./files.access.js";
import { filesArchives } from "./files.archive.js";
import { ensureSpecialFolder, networkRootFolderColumn } from "./files.repo.js";
import { filesRoutes } from "./files.routes.js";
import * as schema from "./files.schema.js";
import { filesSearch, foldersSearch } from "./search.repo.js";
import { rewriteProfileTags, tagUsedInFiles } from "./tag-uses.access.js";

/** Files and folders: the network's and each group's folders, files with versions and locks, bulk move and delete. */
export const filesModule: ModuleDescriptor = {
  name: "files",
  routes: async (app, ctx) => {
    await filesRoutes(app, ctx);
    await approvalRoutes(app, ctx);
    await exportsRoutes(app, ctx);
  },
  jobs: (ctx) => {
    ctx.jobs.register<{ exportId: string }>(EXPORT_JOB, ({ exportId }) => buildFolderExport(ctx, exportId), {
      batch: 1,
    });
    ctx.jobs.register<{ fileId: string }>(TEXT_JOB, ({ fileId }) => extractFileText(ctx, fileId), { batch: 1 });
    ctx.jobs.register<{ after: string }>(TEXT_BACKLOG_JOB, ({ after }) => extractBacklog(ctx, after), { batch: 1 });
  },
  // Documents filed before their text was read, or while the queue was down, are read in the background.
  start: async (ctx) => {
    await ctx.jobs.send(TEXT_BACKLOG_JOB, { after: "" });
  },
  schema,
  fileAccess: fileVersionReadable,
  activityTypes: { file: fileActivityType },
  activityAttachments: keepActivityFiles,
  searchSources: { files: filesSearch, folders: foldersSearch },
  // Profile tags of readable files and folders are suggested by GET /tags/find.
  tagUses: tagUsedInFiles,
  // Profile tag lists follow the tags administration's renames, merges and deletions.
  tagRewriter: rewriteProfileTags,
  // Zips of files and folders, on the uploads module's token and archive routes.
  archives: filesArchives,
  // The network's root folder, made with the network; external guests read no network files.
  networkCreated: async (tx) => {
    await ensureSpecialFolder(tx, null, "root_folder");
  },
  networkPreload: networkPreloadPart(networkRootFolderColumn, (req, files) => ({
    root_folder_id: req.member && !req.member.isExternal ? (files?.rootFolderId ?? null) : null,
  })),
  statisticsSources: () => [{ key: "files", count: async (db, s) => ({ points: await fileCounts(db, s.groupId, s) }) }],
};
