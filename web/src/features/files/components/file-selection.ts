import type { FileEntry } from "@intranet/contracts";

/** The file picker's search waits as long as the folder listing's (§2 "search, debounce 300 ms"). */
export const FILE_PICKER_DEBOUNCE_MS = 300;

/** What the field that opened the file picker already holds and may still take. */
export type FilePickerLimits = {
  /** How many more files the field takes. */
  room: number;
  /** Files already in the field (picked before): not selectable again. */
  takenIds: readonly string[];
  /** The field's type rule (extension filter, images only); true when absent. */
  accepts?: (file: FileEntry) => boolean;
};

export type FileChoice = "ok" | "taken" | "refused" | "full";

/**
 * Whether a file may be ticked in the file picker (communication §5 applied to files): never twice (already in the
 * field or already ticked counts once), only of a type the field accepts, and only while the field has room.
 */
export function fileChoice(file: FileEntry, selection: readonly FileEntry[], limits: FilePickerLimits): FileChoice {
  if (limits.takenIds.includes(file.id)) return "taken";
  if (limits.accepts && !limits.accepts(file)) return "refused";
  if (selection.some((f) => f.id === file.id)) return "ok";
  return selection.length >= limits.room ? "full" : "ok";
}

/** The selection with the file ticked or unticked; a file that may not be ticked leaves it as it is. */
export function toggleFile(selection: FileEntry[], file: FileEntry, limits: FilePickerLimits): FileEntry[] {
  if (selection.some((f) => f.id === file.id)) return selection.filter((f) => f.id !== file.id);
  return fileChoice(file, selection, limits) === "ok" ? [...selection, file] : selection;
}

/**
 * Folders the file picker may enter: every folder it lists, activity-stream folders included (they hold the files
 * attached to activities, which may be attached again; the folder picker's rule keeps them out because nothing
 * can be added or moved there).
 */
export const canBrowseForFiles = () => true;
