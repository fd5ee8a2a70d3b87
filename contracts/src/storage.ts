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
