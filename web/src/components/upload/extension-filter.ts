import type { NetworkConfig } from "@intranet/contracts";
import { fileExtension } from "./upload-entry";

export interface ExtensionFilter {
  type: "allow" | "deny";
  extensions: string[];
}

const normalize = (extension: string) => extension.trim().replace(/^\./, "").toLowerCase();

/** The network's filter, or null when the network does not have it or has it switched off. */
export function extensionFilterFromConfig(files: NetworkConfig["files"] | undefined): ExtensionFilter | null {
  if (!files?.extension_filter_available || !files.extension_filter_enabled) return null;
  return { type: files.extension_filter_type, extensions: files.extension_filter_list.map(normalize).filter(Boolean) };
}

export function isExtensionAllowed(filter: ExtensionFilter | null, name: string): boolean {
  if (!filter) return true;
  const listed = filter.extensions.includes(fileExtension(name));
  return filter.type === "allow" ? listed : !listed;
}

const isImage = (file: File) => file.type.startsWith("image/");

/** Splits picked files into those that may be uploaded and those refused by type. */
export function splitFiles(files: File[], filter: ExtensionFilter | null, imagesOnly: boolean) {
  const accepted: File[] = [];
  const refused: File[] = [];
  for (const file of files) {
    const ok = imagesOnly ? isImage(file) : isExtensionAllowed(filter, file.name);
    (ok ? accepted : refused).push(file);
  }
  return { accepted, refused };
}

/** The file dialog's accept attribute: images only, or in allow mode only the listed extensions. */
export function acceptAttribute(filter: ExtensionFilter | null, imagesOnly: boolean): string | undefined {
  if (imagesOnly) return "image/*";
  if (filter?.type === "allow") return filter.extensions.map((extension) => `.${extension}`).join(",");
  return undefined;
}
