import { expect } from "vitest";
import { type Client, upload } from "./factories.js";

// Folders, files and zips as the files tests make and read them over HTTP.
// biome-ignore lint/suspicious/noExplicitAny: response bodies are read loosely
export type Json = Record<string, any>;

/** The network's root folder, or a group's (`slug`). */
export async function rootFolder(client: Client, slug?: string): Promise<Json> {
  const res = await client.get(`/api/storage/folders/root${slug ? `?group_slug=${slug}` : ""}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

export async function newFolder(client: Client, parent: string, name: string): Promise<Json> {
  const res = await client.post("/api/storage/folders", { folder: { name, parent_folder_id: parent } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** A text file uploaded and filed into the folder; its file entry. */
export async function newTextFile(client: Client, folderId: string, name: string, text = "hello"): Promise<Json> {
  const up = await upload(client, "files", { name, type: "text/plain", data: Buffer.from(text) });
  expect(up.statusCode, up.body).toBe(201);
  const res = await client.post("/api/v1/files", { files: [up.json().id], folder_ids: [folderId] });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().files[0];
}

/** The entry names of a zip, from its central directory, sorted. */
export function zipNames(zip: Buffer): string[] {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    const nameLength = zip.readUInt16LE(at + 28);
    const skip = zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    names.push(zip.subarray(at + 46, at + 46 + nameLength).toString("utf8"));
    at += 46 + nameLength + skip;
  }
  return names.sort();
}
