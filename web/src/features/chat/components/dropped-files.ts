import type { StorageDirectory } from "@intranet/contracts";
import { entryFromFile, type UploadEntry, visibleEntries } from "../../../components/upload/upload-entry";
import { UploadAborted, uploadFile } from "../../../components/upload/upload-request";

/** The upload call (tests hand in their own: web tests share modules and never use vi.mock). */
export const droppedUploads = { upload: uploadFile };

export const isImageFile = (file: File) => file.type.startsWith("image/");

/** A modal (a dialog) is open: files dragged onto the page are then ignored (communication.md §2). */
export const modalOpen = () =>
  document.querySelector('[role="dialog"][aria-modal="true"], .mantine-Modal-content') !== null;

/**
 * Starts the uploads of files dropped on the composer into one of its two lists, up to the cap; `update` receives
 * each change of that list. Returns how many were left out by the cap.
 */
export function uploadDropped(
  directory: StorageDirectory,
  files: File[],
  current: UploadEntry[],
  max: number,
  update: (change: (entries: UploadEntry[]) => UploadEntry[]) => void,
): number {
  const room = Math.max(0, max - visibleEntries(current).length);
  const chosen = files.slice(0, room);
  const added = chosen.map((file) => ({ entry: entryFromFile(file), file }));
  update((entries) => [...entries, ...added.map((a) => a.entry)]);
  const patch = (clientId: string, change: Partial<UploadEntry>) =>
    update((entries) => entries.map((e) => (e.clientId === clientId ? { ...e, ...change } : e)));
  for (const { entry, file } of added) {
    const handle = droppedUploads.upload(directory, file, {
      onProgress: (progress) => patch(entry.clientId, { progress }),
    });
    handle.promise.then(
      (stored) =>
        patch(entry.clientId, {
          id: stored.id,
          state: stored.state,
          progress: 100,
          url: stored.url,
          preview_url: stored.preview_url,
        }),
      (error: unknown) => {
        if (!(error instanceof UploadAborted)) patch(entry.clientId, { state: "failed", progress: 100 });
      },
    );
  }
  return files.length - chosen.length;
}
