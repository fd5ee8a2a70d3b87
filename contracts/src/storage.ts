import { z } from "zod";
import { id } from "./common.js";

export const storageDirectories = ["files", "images", "assets"] as const;
export const storageDirectory = z.enum(storageDirectories);
export type StorageDirectory = z.infer<typeof storageDirectory>;

export const uploadState = z.enum(["volatile", "published"]);

export const storedFile = z.object({
  id,
  name: z.string(),
  type: z.string(),
  extension: z.string(),
  size: z.number().int(),
  state: uploadState,
  external_id: z.string().nullable(),
  url: z.string(),
  preview_url: z.string().nullable(),
});
export type StoredFile = z.infer<typeof storedFile>;

/** Body of POST /api/storage/{directory}/publish: directory → volatile file ids. */
export const publishBody = z.partialRecord(storageDirectory, z.array(id).max(100));
export const publishResponse = z.array(storedFile);

export const imageSizes = ["435x435", "1920x1200", "200x200", "80x80", "50x50", "40x40"] as const;
export const imageSizeParams = z.object({
  id,
  size: z.enum(imageSizes),
});

/**
 * Characters never kept in a file name: control characters (C0, DEL, C1), format characters (the
 * bidirectional overrides and isolates such as U+202E that make `gpj.exe` read as `exe.jpg`, marks,
 * zero-width characters, the BOM), line and paragraph separators, and what Windows refuses.
 */
const UNSAFE_IN_FILE_NAMES = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}"<>|:*?]/gu;

/**
 * The name a file is stored and checked under: the last path segment of what the client sent, unsafe
 * characters removed, other spaces made plain, leading dots and spaces and trailing dots and spaces
 * dropped (Windows drops trailing ones when it saves a file, so `evil.exe.` and `evil.exe ` are
 * `evil.exe`), at most 200 characters (its start and its extension). The server stores this; the upload field checks the same.
 */
export function safeFileName(raw: string): string {
  const base = raw.normalize("NFC").split(/[\\/]/).pop() ?? "";
  const cleaned = base
    .replace(UNSAFE_IN_FILE_NAMES, "")
    .replace(/\s/gu, " ")
    .replace(/^[.\s]+|[.\s]+$/gu, "");
  return shortened(cleaned) || "file";
}

/** At most 200 characters: the name's start and its extension, which say what the file is. */
function shortened(name: string): string {
  if (name.length <= 200) return name;
  const dot = name.lastIndexOf(".");
  const extension = dot > 0 && name.length - dot <= 21 ? name.slice(dot) : "";
  return name.slice(0, 200 - extension.length).replace(/[.\s]+$/u, "") + extension;
}

/** The lower-case extension of a name cleaned by `safeFileName` ("" when it has none), what the extension filter checks. */
export function fileExtensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot > 0
    ? name
        .slice(dot + 1)
        .toLowerCase()
        .slice(0, 20)
    : "";
}
