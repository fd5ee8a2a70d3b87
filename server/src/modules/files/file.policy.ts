import type { FileCan, FolderCan } from "@intranet/contracts";

/** A folder's `can`, from the flags its access query returned (files.access.ts). */
export function folderCan(flags: { post: boolean; update: boolean; manage: boolean }): FolderCan {
  return {
    destroy: flags.update,
    update: flags.update,
    create_subfolders: flags.post,
    add_files: flags.post,
    // Its managers, and the creator of a subfolder who may rename it (root folders included for managers).
    export: flags.update || flags.manage,
    approve: flags.manage,
  };
}

/**
 * A file's `can`: moving, deleting and renaming for its author and the folder's managers; new versions and locks
 * for whoever may add files to its folder; nothing of it while another member holds the lock or while the file is
 * finalized. Finalizing and unfinalizing for the folder's managers.
 */
export function fileCan(flags: {
  change: boolean;
  post: boolean;
  lockedByOther: boolean;
  manage?: boolean;
  finalized?: boolean;
}): FileCan {
  const free = !flags.lockedByOther && !flags.finalized;
  const contribute = (flags.change || flags.post) && free;
  return {
    destroy: flags.change && free,
    update: flags.change && free,
    new_version: contribute,
    lock: contribute,
    finalize: flags.manage === true && !flags.lockedByOther,
  };
}
