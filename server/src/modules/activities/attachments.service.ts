import type { AppContext } from "../../context.js";
import type { DbOrTx } from "../../db/client.js";
import { invalid } from "../../http/errors.js";
import { readableCrawls } from "../crawls/crawls.service.js";
import type { MemberRow } from "../members/members.schema.js";
import { findUploads } from "../uploads/uploads.repo.js";
import type { UploadRow } from "../uploads/uploads.schema.js";
import {
  type AttachmentKind,
  type AttachmentOwner,
  attachedLinks,
  attachedUploadRefs,
  type LinkInput,
  replaceAttachments,
  replaceLinks,
} from "./attachments.repo.js";

/** The attached uploads by id: one statement (none when nothing is attached). */
export async function uploadsById(db: DbOrTx, ids: string[]): Promise<Map<string, UploadRow>> {
  if (ids.length === 0) return new Map();
  return new Map((await findUploads(db, ids)).map((u) => [u.id, u]));
}

/**
 * The attachments a post or reply asks for, checked: each id is the author's own volatile upload, or one
 * already attached to what is being edited (`kept`); image ids must be images (image/* in the images directory). Anything else is 422, so
 * nobody attaches (and so reveals) another member's file. Images first, then files, each in the order given.
 */
export async function prepareAttachments(
  ctx: AppContext,
  author: MemberRow,
  input: { file_ids: string[]; image_ids: string[] },
  kept: ReadonlySet<string> = new Set(),
): Promise<{ kind: AttachmentKind; upload: UploadRow }[]> {
  const images = [...new Set(input.image_ids)];
  const files = [...new Set(input.file_ids)].filter((id) => !images.includes(id));
  if (images.length === 0 && files.length === 0) return [];
  const rows = await uploadsById(ctx.db, [...images, ...files]);
  const usable = (id: string) => {
    const upload = rows.get(id);
    if (!upload) return null;
    return kept.has(id) || (upload.ownerId === author.id && upload.state === "volatile") ? upload : null;
  };
  const errors: Record<string, string[]> = {};
  const out: { kind: AttachmentKind; upload: UploadRow }[] = [];
  for (const id of images) {
    const upload = usable(id);
    // Images are served resized for thumbnails, which only the images directory offers.
    if (upload?.directory === "images" && upload.contentType.startsWith("image/")) out.push({ kind: "image", upload });
    else errors.image_ids = ["is invalid"];
  }
  for (const id of files) {
    const upload = usable(id);
    if (!upload) errors.file_ids = ["is invalid"];
    else out.push({ kind: "file", upload });
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return out;
}

/**
 * The link previews a post or reply asks for, in the order given: each a finished crawl (POST /system/crawls) the
 * author may read, copied as it is now, or one the item being edited carries already (`kept`, kept as it was posted).
 * A crawl still running, failed, unknown or not the author's to read is 422.
 */
export async function prepareLinks(
  ctx: AppContext,
  author: MemberRow,
  crawlIds: string[],
  kept: ReadonlyMap<string, LinkInput> = new Map(),
): Promise<LinkInput[]> {
  const ids = [...new Set(crawlIds)];
  if (ids.length === 0) return [];
  const crawls = new Map(
    (
      await readableCrawls(
        ctx,
        author,
        ids.filter((id) => !kept.has(id)),
      )
    ).map((c) => [c.id, c]),
  );
  const out: LinkInput[] = [];
  for (const id of ids) {
    const old = kept.get(id);
    const crawl = crawls.get(id);
    if (old) out.push(old);
    else if (crawl?.status === "finished")
      out.push({
        crawlId: crawl.id,
        url: crawl.finalUrl ?? crawl.url,
        title: crawl.title,
        description: crawl.description,
        siteName: crawl.siteName,
        imageId: crawl.imageUploadId,
      });
    else throw invalid({ link_crawl_ids: ["is invalid"] });
  }
  return out;
}

/**
 * What an edit asks to attach, checked like a new post's: the lists it gives replace those of their kind; a
 * list it leaves out keeps what the item carries of that kind. Null when it names no attachment at all.
 */
export async function prepareEditedAttachments(
  ctx: AppContext,
  author: MemberRow,
  owner: AttachmentOwner,
  input: { file_ids?: string[]; image_ids?: string[]; link_crawl_ids?: string[] },
) {
  const changesUploads = input.file_ids !== undefined || input.image_ids !== undefined;
  const [current, currentLinks] = await Promise.all([
    changesUploads ? attachedUploadRefs(ctx.db, owner) : [],
    input.link_crawl_ids !== undefined ? attachedLinks(ctx.db, owner) : new Map<string, LinkInput>(),
  ]);
  const ofKind = (kind: AttachmentKind) => current.filter((r) => r.kind === kind).map((r) => r.uploadId);
  const uploads = changesUploads
    ? await prepareAttachments(
        ctx,
        author,
        { file_ids: input.file_ids ?? ofKind("file"), image_ids: input.image_ids ?? ofKind("image") },
        new Set(current.map((r) => r.uploadId)),
      )
    : null;
  const links =
    input.link_crawl_ids !== undefined ? await prepareLinks(ctx, author, input.link_crawl_ids, currentLinks) : null;
  return { uploads, links, before: current.map((r) => r.uploadId) };
}

type Attached = { kind: AttachmentKind; upload: UploadRow }[];

/**
 * The file attachments that change with a write (`before`: the upload ids attached until now), handed to the
 * modules that keep activity files (the files module's activity-stream folders), inside the write's transaction.
 */
export function attachmentsChanged(
  ctx: AppContext,
  tx: DbOrTx,
  where: { groupId: string | null; authorId: string },
  before: readonly string[],
  after: Attached,
) {
  const now = new Set(after.map((a) => a.upload.id));
  return ctx.modules.activityAttachments(tx, {
    ...where,
    added: after.filter((a) => a.kind === "file" && !before.includes(a.upload.id)).map((a) => a.upload),
    removed: before.filter((id) => !now.has(id)),
  });
}

/** Writes what `prepareEditedAttachments` checked (inside the edit's transaction). */
export async function writeEditedAttachments(
  tx: DbOrTx,
  owner: AttachmentOwner,
  authorId: string,
  edited: Awaited<ReturnType<typeof prepareEditedAttachments>>,
) {
  if (edited.uploads) await replaceAttachments(tx, owner, edited.uploads, authorId);
  if (edited.links) await replaceLinks(tx, owner, edited.links);
}
