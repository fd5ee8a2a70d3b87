import type { FolderSummary } from "@intranet/contracts";

/** A folder chosen in a form: its id and its path for display. */
export type SelectedFolder = { id: string; path: { id: string; name: string }[] };

/**
 * The folder picker's rules (communication §5): a selected folder and an activity-stream folder cannot be
 * entered; the default folder (the first, the current one) cannot be removed; no folder twice.
 */
export const canEnterFolder = (folder: Pick<FolderSummary, "id" | "type">, selectedIds: readonly string[]) =>
  folder.type !== "activitystream_folder" && !selectedIds.includes(folder.id);

/** The selection with the folder added at the end, unless it is already there or the selection is full. */
export function addFolder(selection: SelectedFolder[], folder: SelectedFolder, max: number): SelectedFolder[] {
  if (selection.some((f) => f.id === folder.id) || selection.length >= max) return selection;
  return [...selection, folder];
}

/** The selection without the folder; the default folder stays. */
export function removeFolder(selection: SelectedFolder[], id: string, defaultId: string): SelectedFolder[] {
  if (id === defaultId) return selection;
  return selection.filter((f) => f.id !== id);
}
