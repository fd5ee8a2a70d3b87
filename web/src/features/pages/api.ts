import {
  type NetworkPageBody,
  type NetworkPageEntry,
  type NetworkPageList,
  networkPagesApi,
} from "@intranet/contracts";
import { type QueryClient, queryOptions } from "@tanstack/react-query";
import { api } from "../../api/route-client";

/** Every network page the member may read (the tree of /more, the parent picker). */
/** The paths whose userbar lists the flagged pages (administration §2 "/info, /imprint, /pages/{pageSlug}"). */
export const INFO_PATHS = ["/info", "/pages", "/more"];

export const networkPagesQuery = queryOptions({
  queryKey: ["pages", "list", "all"],
  queryFn: ({ signal }) => api(networkPagesApi.list, { query: {} }, { signal }),
});

/** The pages the userbar lists (GET /pages?filter=show_in_userbar). */
export const userbarPagesQuery = queryOptions({
  queryKey: ["pages", "list", "userbar"],
  queryFn: ({ signal }) => api(networkPagesApi.list, { query: { filter: "show_in_userbar" } }, { signal }),
  staleTime: 60_000,
});

export const networkPageQuery = (pageSlug: string) =>
  queryOptions({
    queryKey: ["pages", "detail", pageSlug],
    queryFn: ({ signal }) => api(networkPagesApi.show, { params: { pageSlug } }, { signal }),
  });

export const saveNetworkPage = (pageSlug: string | null, body: NetworkPageBody) =>
  pageSlug ? api(networkPagesApi.update, { params: { pageSlug }, body }) : api(networkPagesApi.create, { body });

export const deleteNetworkPage = (pageSlug: string) => api(networkPagesApi.destroy, { params: { pageSlug } });

/**
 * The pages under one parent (null: the top level) in a new order (`PUT /pages/order`), `movedId` among them coming
 * from another parent; answers the whole list.
 */
export const saveNetworkPageOrder = (parentId: string | null, ids: string[], movedId?: string) =>
  api(networkPagesApi.order, { body: { parent_id: parentId, ids, ...(movedId ? { moved_id: movedId } : {}) } });

/**
 * The list with the pages under one parent in the order given (the slots they hold in the flat list stay, so the
 * tree built from it shows them in that order): the screen shows the new order before the server's answer.
 */
export function withSiblingOrder(list: NetworkPageList, ids: string[]): NetworkPageList {
  const byId = new Map(list.pages.map((p) => [p.id, p]));
  const moved = new Set(ids);
  const next = ids.flatMap((id) => byId.get(id) ?? []);
  let at = 0;
  return { ...list, pages: list.pages.map((p) => (moved.has(p.id) ? (next[at++] ?? p) : p)) };
}

/** The list after a move: the moved page (if any) under its new parent, then the siblings in the order given. */
export function withMove(
  list: NetworkPageList,
  ids: string[],
  moved?: { id: string; parentId: string | null },
): NetworkPageList {
  if (!moved) return withSiblingOrder(list, ids);
  const pages = list.pages.map((p) => (p.id === moved.id ? { ...p, parent_id: moved.parentId } : p));
  return withSiblingOrder({ ...list, pages }, ids);
}

export const refreshNetworkPages = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: ["pages"] });

export type PageNode = NetworkPageEntry & { children: PageNode[] };

/** The flat list (by position, with `parent_id`) as a tree; a page whose parent is not listed is a root. */
export function pageTree(pages: NetworkPageEntry[]): PageNode[] {
  const nodes = new Map(pages.map((p) => [p.id, { ...p, children: [] as PageNode[] }]));
  const roots: PageNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parent_id ? nodes.get(node.parent_id) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/** The tree in reading order with each page's depth (the parent picker's options). */
export function flattenTree(nodes: PageNode[], depth = 0): { page: PageNode; depth: number }[] {
  return nodes.flatMap((page) => [{ page, depth }, ...flattenTree(page.children, depth + 1)]);
}
