import type { DbOrTx } from "../../db/client.js";
import { forbidden, notFound } from "../../http/errors.js";
import type { BlogHost } from "./blog-hosts.js";
import type { BlogViewer } from "./blogs.access.js";
import { findReadableArticle, findReadableBlog } from "./blogs.repo.js";

// The single checks of one blog or article: 404 for what the member may not read, 403 for what they read but may
// not change. The routes run the write checks before the body is validated (`authorize`), the services again on
// what they act on.

/** The blog if the member may read it, with what they may do in it. */
export async function requireBlog(db: DbOrTx, host: BlogHost, viewer: BlogViewer, id: string) {
  const found = await findReadableBlog(db, host, viewer, id);
  if (!found) throw notFound();
  return found;
}

/** The article if the member may read it, with what they may do in its blog. */
export async function requireArticle(db: DbOrTx, host: BlogHost, viewer: BlogViewer, blogId: string, id: string) {
  const found = await findReadableArticle(db, host, viewer, blogId, id);
  if (!found) throw notFound();
  return found;
}

/** The blog whose settings the member may change (network administrators and who may update its channel). */
export async function blogToManage(db: DbOrTx, host: BlogHost, viewer: BlogViewer, id: string) {
  const found = await requireBlog(db, host, viewer, id);
  if (!found.manage) throw forbidden("Only who may update the blog's channel changes its settings.");
  return found;
}

/** The blog the member may write articles in. */
export async function blogToWriteIn(db: DbOrTx, host: BlogHost, viewer: BlogViewer, id: string) {
  const found = await requireBlog(db, host, viewer, id);
  if (!found.write) throw forbidden("You may not write articles in this blog.");
  return found;
}

/** The article the member may change in some way: its content (writers) or its publishing (publishers). */
export async function articleToChange(db: DbOrTx, host: BlogHost, viewer: BlogViewer, blogId: string, id: string) {
  const found = await requireArticle(db, host, viewer, blogId, id);
  if (!found.write && !found.publish) throw forbidden("You may not change articles of this blog.");
  return found;
}
