import { OWN_IMAGE_PATH } from "@intranet/contracts";
import type { DbOrTx } from "../../db/client.js";
import { invalid } from "../../http/errors.js";
import { publishImage } from "../uploads/uploads.repo.js";

const OWN_IMAGE_IN_TEXT = new RegExp(OWN_IMAGE_PATH.source.slice(1, -1), "g");

/** The ids of the own uploads a channel's image or a widget's fields show (`/api/storage/images/{id}`). */
export function ownImageIds(value: unknown): Set<string> {
  const ids = new Set<string>();
  for (const m of JSON.stringify(value ?? null).matchAll(OWN_IMAGE_IN_TEXT)) if (m[1]) ids.add(m[1]);
  return ids;
}

/**
 * Images newly shown on a channel or widget must be the editor's own image uploads; they are published with the save
 * (the uploads' sweeper keeps them). Images already shown there stay whoever uploaded them.
 */
export async function claimChannelImages(
  tx: DbOrTx,
  editorId: string,
  shown: unknown,
  before: unknown,
  errorKey: string,
): Promise<void> {
  const kept = ownImageIds(before);
  for (const id of ownImageIds(shown)) {
    if (kept.has(id)) continue;
    if (!(await publishImage(tx, id, editorId, null))) throw invalid({ [errorKey]: ["is not an uploaded image"] });
  }
}
