import type { FileCan, FolderCan } from "@intranet/contracts";

/** A folder's `can`, from the flags its access query returned (files.access.ts). */
export function folderCan(flags: { post: boolean; update: boolean }): FolderCan {
  return {
    destroy: flags.update,
    update: flags.update,
    create_subfolders: flags.post,
    add_files: flags.post,
  };
}

/**
 * A file's `can`: moving, deleting and renaming for its author and the folder's managers; new versions and locks
 * for whoever may add files to its folder; nothing of it while another member holds the lock.
 */
export function fileCan(flags: { change: boolean; post: boolean; lockedByOther: boolean }): FileCan {
  const free = !flags.lockedByOther;
  const contribute = (flags.change || flags.post) && free;
  return { destroy: flags.change && free, update: flags.change && free, new_version: contribute, lock: contribute };
}
