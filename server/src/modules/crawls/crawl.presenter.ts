import type { Crawl, LinkPreviewImage } from "@intranet/contracts";
import type { UploadRow } from "../uploads/uploads.schema.js";
import type { CrawlRow } from "./crawls.schema.js";

/** A stored preview image as link previews show it (served by the storage routes). */
export function presentPreviewImage(upload: UploadRow | null | undefined): LinkPreviewImage | null {
  if (!upload) return null;
  return {
    id: upload.id,
    url: `/api/storage/${upload.directory}/${upload.id}`,
    preview_url: `/api/storage/${upload.directory}/${upload.id}/preview`,
    width: upload.width,
    height: upload.height,
  };
}

/** The crawl; `result` only once it finished. */
export function presentCrawl(row: CrawlRow, image: UploadRow | null): Crawl {
  return {
    id: row.id,
    url: row.url,
    status: row.status,
    ...(row.status === "finished"
      ? {
          result: {
            url: row.finalUrl ?? row.url,
            title: row.title,
            description: row.description,
            site_name: row.siteName,
            image: presentPreviewImage(image),
          },
        }
      : {}),
  };
}
