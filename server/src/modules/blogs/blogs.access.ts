import { and, eq, or, type SQL, sql } from "drizzle-orm";
import {
  activeMemberOf,
  activeMemberOfCategory,
  groupAdminOf,
  holdsMembershipRole,
  type Viewer,
} from "../groups/groups.access.js";
import type { BlogHost } from "./blog-hosts.js";
import { articles, blogs } from "./blogs.schema.js";

/**
 * Who may do what with blogs and articles, written once as SQL over a `blogs` row (article queries join their
 * blog). The host (a channel, through `blogHosts`) decides who reads a blog and who manages it; the blog's two
 * permitted audience lists add writers and publishers. Lists filter with these predicates, single checks add the id.
 */
export type BlogViewer = NonNullable<Viewer>;
export type PolicyKey = "create_and_update" | "publish_and_unpublish";

/** The system roles a member holds: administrators are members too; external members are only external. */
const systemRolesOf = (viewer: BlogViewer) =>
  viewer.isExternal ? ["external"] : viewer.isNetworkAdmin ? ["admin", "member"] : ["member"];

/** SQL: the member is in the blog's permitted audience of this policy (every entry type resolved in SQL). */
export function inAudience(host: BlogHost, viewer: BlogViewer, policy: PolicyKey): SQL {
  const entryId = sql`(e.value ->> 'id')`;
  const of = (type: string, rule: SQL) => sql`(e.value ->> 'type' = ${type} and ${rule})`;
  const roles = systemRolesOf(viewer);
  return sql`exists (select 1 from jsonb_array_elements(coalesce(${blogs.policySettings} -> ${policy} -> 'permitted_audience', '[]'::jsonb)) as e where ${or(
    of("member", sql`${entryId} = ${viewer.id}`),
    of("group", activeMemberOf(entryId, viewer.id)),
    of("group_admin", groupAdminOf(entryId, viewer.id)),
    of("group_category", activeMemberOfCategory(entryId, viewer.id)),
    of(
      "system_role",
      sql`${entryId} in (${sql.join(
        roles.map((r) => sql`${r}`),
        sql`, `,
      )})`,
    ),
    of("membership_role", holdsMembershipRole(entryId, viewer.id)),
    of("channel", host.subscribed(blogs.id, viewer.id)),
  )})`;
}

/** SQL over `blogs`: the member manages the blog (network administrators, and who may update its channel). */
export const blogManageableBy = (host: BlogHost, viewer: BlogViewer): SQL =>
  viewer.isNetworkAdmin ? sql`true` : host.manageable(blogs.id, viewer.id);

/** SQL over `blogs`: the member may read the blog. */
export const blogReadableBy = (host: BlogHost, viewer: BlogViewer): SQL =>
  or(blogManageableBy(host, viewer), host.readable(blogs.id, viewer.id)) as SQL;

/** SQL over `blogs`: the member may write the blog's articles (create and change them, see its drafts). */
export const articlesWritableBy = (host: BlogHost, viewer: BlogViewer): SQL =>
  or(blogManageableBy(host, viewer), inAudience(host, viewer, "create_and_update")) as SQL;

/** SQL over `blogs`: the member may publish and unpublish the blog's articles (and so sees its drafts). */
export const articlesPublishableBy = (host: BlogHost, viewer: BlogViewer): SQL =>
  or(blogManageableBy(host, viewer), inAudience(host, viewer, "publish_and_unpublish")) as SQL;

/** SQL over `articles`: published, and its time has come. */
export const articleIsOut = (): SQL =>
  and(eq(articles.status, "published"), sql`${articles.publishedAt} <= now()`) as SQL;

/**
 * SQL over `articles` joined with their `blogs`: the member may read the article. Readers of the blog see it once
 * it is out; who may write or publish the blog's articles sees its drafts and scheduled articles too.
 */
export const articlesReadableBy = (host: BlogHost, viewer: BlogViewer): SQL =>
  and(
    blogReadableBy(host, viewer),
    or(articleIsOut(), articlesWritableBy(host, viewer), articlesPublishableBy(host, viewer)),
  ) as SQL;

/** SQL over `articles` joined with `blogs`: readable and out (what cards, `/blogs` and search show to everyone). */
export const articlesOutFor = (host: BlogHost, viewer: BlogViewer): SQL =>
  and(blogReadableBy(host, viewer), articleIsOut()) as SQL;
