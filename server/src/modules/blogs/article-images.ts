// The images an article shows: its cover and the stored images in its text, claimed when it is saved.
import type { DbOrTx } from "../../db/client.js";
import { invalid } from "../../http/errors.js";
import { storedImageIds } from "../../lib/rich-text.js";
import type { MemberRow } from "../members/members.schema.js";
import { publishImage } from "../uploads/uploads.repo.js";
import type { ArticleRow } from "./blogs.schema.js";

/** The image must be the writer's own upload (or the one already shown); it then becomes the article's. */
export async function checkedImage(tx: DbOrTx, member: MemberRow, imageId: string | null, currentId: string | null) {
  if (!imageId || imageId === currentId) return imageId;
  if (!(await publishImage(tx, imageId, member.id, currentId))) {
    throw invalid({ image_id: ["is not an uploaded image"] });
  }
  return imageId;
}

/**
 * The stored images the (sanitized) text shows, each then read by the article's readers: an image not yet in the
 * article must be the writer's own upload (published with the save), or one could show another member's image.
 */
export async function claimedContentImages(
  tx: DbOrTx,
  member: MemberRow,
  htmlContent: string,
  current: ArticleRow | null,
) {
  const ids = storedImageIds(htmlContent);
  const kept = new Set(current?.contentImageIds ?? []);
  for (const id of ids) {
    if (kept.has(id)) continue;
    if (!(await publishImage(tx, id, member.id, null))) {
      throw invalid({ html_content: ["shows an image that is not one of your uploads"] });
    }
  }
  return ids;
}
