import type { GroupPage, GroupPageCan, GroupPageEntry, NetworkPage, NetworkPageEntry } from "@intranet/contracts";
import { sanitizeRichText } from "../../lib/rich-text.js";
import type { GroupRow } from "../groups/groups.schema.js";
import { presentMemberSummary } from "../members/member.presenter.js";
import type { MemberRow } from "../members/members.schema.js";
import type { GroupPageLink, NetworkPageLink } from "./group-pages.access.js";
import type { GroupPageRow } from "./group-pages.schema.js";

export const groupPagePath = (groupSlug: string, pageSlug: string) => `/groups/${groupSlug}/pages/${pageSlug}`;
export const networkPagePath = (pageSlug: string) => `/pages/${pageSlug}`;

export function presentGroupPageEntry(groupSlug: string, page: GroupPageLink): GroupPageEntry {
  return {
    id: page.id,
    slug: page.slug,
    title: page.title,
    path: groupPagePath(groupSlug, page.slug),
    updated_at: page.updatedAt.toISOString(),
  };
}

export function presentGroupPage(
  group: Pick<GroupRow, "id" | "slug" | "name">,
  page: GroupPageRow,
  author: MemberRow | null,
  can: GroupPageCan,
): GroupPage {
  return {
    ...presentGroupPageEntry(group.slug, page),
    // The write allowlist again on read, so content stored before a policy change is shown by today's rules.
    html_content: sanitizeRichText("group_page", page.htmlContent),
    position: page.position,
    author: author ? presentMemberSummary(author) : null,
    created_at: page.createdAt.toISOString(),
    group: { id: group.id, slug: group.slug, name: group.name },
    can,
  };
}

export function presentNetworkPageEntry(page: NetworkPageLink): NetworkPageEntry {
  return {
    id: page.id,
    slug: page.slug,
    title: page.title,
    path: networkPagePath(page.slug),
    updated_at: page.updatedAt.toISOString(),
    parent_id: page.parentId,
    position: page.position,
    show_in_userbar: page.showInUserbar,
  };
}

const linkOf = (p: Pick<NetworkPageLink, "id" | "slug" | "title">) => ({
  id: p.id,
  slug: p.slug,
  title: p.title,
  path: networkPagePath(p.slug),
});

/** A network page with its place in the tree (ancestors from the root, children in order), from loaded rows. */
export function presentNetworkPage(
  page: GroupPageRow,
  tree: { ancestors: NetworkPageLink[]; children: NetworkPageLink[] },
  author: MemberRow | null,
  can: GroupPageCan,
): NetworkPage {
  return {
    ...presentNetworkPageEntry(page),
    html_content: sanitizeRichText("group_page", page.htmlContent),
    author: author ? presentMemberSummary(author) : null,
    created_at: page.createdAt.toISOString(),
    ancestors: tree.ancestors.map(linkOf),
    children: tree.children.map(linkOf),
    can,
  };
}
