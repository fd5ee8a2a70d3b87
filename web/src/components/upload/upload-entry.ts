import { fileExtensionOf, type StorageDirectory, type StoredFile, safeFileName, storageApi } from "@intranet/contracts";
import { isApiError } from "../../api/client";
import { api } from "../../api/route-client";
import { i18n } from "../../i18n";
import { errorText } from "../field-errors";

export type UploadState = "uploading" | "volatile" | "published" | "failed" | "removed" | "quarantine";

/** One file in an upload field, from the first byte sent until the form is submitted. */
export interface UploadEntry {
  clientId: string;
  /** Server id once the upload finished; null while uploading or after a failure. */
  id: string | null;
  name: string;
  size: number;
  extension: string;
  type: string;
  /** 0-100 */
  progress: number;
  state: UploadState;
  /** Why the upload failed, ready to show. */
  error?: string;
  /** HTTP status of a failed upload. */
  status?: number;
  external_id?: string | null;
  url?: string;
  preview_url?: string | null;
  /** The file in Files this entry is a copy of (added through the file picker), so it is not picked twice. */
  source_file_id?: string;
}

let sequence = 0;
// crypto.randomUUID is missing on plain-http intranet hosts, so ids come from a counter.
export function nextClientId() {
  sequence += 1;
  return `upload-${Date.now().toString(36)}-${sequence}`;
}

/** The extension the server checks and stores: of the name cleaned as the server cleans it (`a.exe.` is exe). */
export function fileExtension(name: string): string {
  return fileExtensionOf(safeFileName(name));
}

export function entryFromFile(file: File): UploadEntry {
  return {
    clientId: nextClientId(),
    id: null,
    name: file.name,
    size: file.size,
    extension: fileExtension(file.name),
    type: file.type,
    progress: 0,
    state: "uploading",
  };
}

/** A file picked in Files, while its copy is being made (`copyFromFiles`): it counts and shows like an upload. */
export function entryFromPickedFile(file: {
  id: string;
  name: string;
  size: number;
  extension: string;
  content_type: string;
}): UploadEntry {
  return {
    clientId: nextClientId(),
    id: null,
    name: file.name,
    size: file.size,
    extension: file.extension,
    type: file.content_type,
    progress: 0,
    state: "uploading",
    source_file_id: file.id,
  };
}

/** Turns files already stored (e.g. when editing) into entries for the field's value. */
export function entryFromStoredFile(file: StoredFile): UploadEntry {
  return {
    clientId: nextClientId(),
    id: file.id,
    name: file.name,
    size: file.size,
    extension: file.extension,
    type: file.type,
    progress: 100,
    state: file.state,
    external_id: file.external_id,
    url: file.url,
    preview_url: file.preview_url,
  };
}

/** Why an upload failed, ready to show, with the state it leaves the entry in (quarantine or failed). */
export function uploadFailure(error: unknown): Pick<UploadEntry, "state" | "error" | "status"> {
  const failed = i18n.t("upload.failed");
  if (!isApiError(error)) return { state: "failed", error: failed };
  if (error.code === "quarantine" || error.code === "quarantined") {
    return { state: "quarantine", error: i18n.t("upload.quarantine"), status: error.status };
  }
  if (error.status === 413) return { state: "failed", error: i18n.t("upload.tooLarge"), status: 413 };
  if (error.status === 422) return { state: "failed", error: errorText(error, failed), status: 422 };
  return { state: "failed", error: failed, status: error.status };
}

export const visibleEntries = (entries: UploadEntry[]) => entries.filter((entry) => entry.state !== "removed");
export const isUploading = (entries: UploadEntry[]) => entries.some((entry) => entry.state === "uploading");

export type BarColor = "green" | "red" | "blue";
export function barColor(state: UploadState): BarColor {
  if (state === "volatile" || state === "published") return "green";
  if (state === "failed" || state === "quarantine") return "red";
  return "blue";
}

/**
 * Called when the surrounding form is saved: publishes volatile uploads and deletes removed ones.
 * Returns the entries that remain, all published.
 */
export async function submitUploads(directory: StorageDirectory, entries: UploadEntry[]): Promise<UploadEntry[]> {
  const removed = entries.filter((entry) => entry.state === "removed" && entry.id);
  await Promise.all(removed.map((entry) => api(storageApi.remove, { params: { directory, id: entry.id ?? "" } })));

  const volatile = entries.filter((entry) => entry.state === "volatile" && entry.id);
  const published = volatile.length
    ? await api(storageApi.publish, {
        params: { directory },
        body: { [directory]: volatile.flatMap((entry) => (entry.id ? [entry.id] : [])) },
      })
    : [];
  const publishedIds = new Set(published.map((file) => file.id));
  return entries
    .filter((entry) => entry.state === "published" || (entry.state === "volatile" && publishedIds.has(entry.id ?? "")))
    .map((entry) => ({ ...entry, state: "published" as const }));
}
