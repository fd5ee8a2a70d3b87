import {
  APP_NAVIGATION_TYPE_ICONS,
  type AppNavigationItem,
  type NavigationItem,
  type NavigationTree,
  normalizeAppNavigation,
} from "@intranet/contracts";
import type { AppContext } from "../../context.js";
import type { DbOrTx } from "../../db/client.js";
import { recordAudit } from "../administration/audit.repo.js";
import { findNavigationItems, saveNavigationItems } from "./navigation.repo.js";

/** §5: an item with children links to "#"; a child never has children (the contract refused deeper trees). */
const normalized = (items: NavigationItem[]): NavigationItem[] =>
  items.map((item) => ({
    ...item,
    link: item.navigation_items.length > 0 ? "#" : item.link,
    navigation_items: item.navigation_items.map((child) => ({ ...child, navigation_items: [] })),
  }));

/** The tree as the editor loads it (empty until one is saved). */
export async function navigationForEditor(db: DbOrTx, groupId: string | null): Promise<NavigationTree> {
  return { navigation_items: (await findNavigationItems(db, "web", groupId)) ?? [] };
}

/**
 * The tree as a reader sees it: guests (external members) and visitors only the public items (§6), and an item
 * with children only with the children they see; a parent left without children is dropped.
 */
export async function navigationForReader(db: DbOrTx, groupId: string | null, publicOnly: boolean) {
  const items = (await findNavigationItems(db, "web", groupId)) ?? [];
  if (!publicOnly) return { navigation_items: items };
  return {
    navigation_items: items.flatMap((item) => {
      if (!item.public) return [];
      if (item.navigation_items.length === 0) return [item];
      const children = item.navigation_items.filter((child) => child.public);
      return children.length > 0 ? [{ ...item, navigation_items: children }] : [];
    }),
  };
}

/** Saves the tree with its audit row in one transaction and answers it as stored. */
export async function updateNavigation(
  ctx: AppContext,
  actorId: string,
  group: { id: string; name: string } | null,
  items: NavigationItem[],
): Promise<NavigationTree> {
  const tree = normalized(items);
  await ctx.db.transaction(async (tx) => {
    await saveNavigationItems(tx, "web", group?.id ?? null, tree);
    await recordAudit(tx, {
      type: "NavigationUpdate",
      actorId,
      subject: group ? { type: "Group", id: group.id } : { type: "Network", id: null },
      details: {
        ...(group ? { group_name: group.name } : {}),
        items: tree.map((item) => item.text),
        count: tree.reduce((sum, item) => sum + 1 + item.navigation_items.length, 0),
      },
    });
  });
  return { navigation_items: tree };
}

const defaultItem = (type: AppNavigationItem["type"], label: string, isEntryPoint = false): AppNavigationItem => ({
  id: type,
  label,
  type,
  icon: APP_NAVIGATION_TYPE_ICONS[type],
  isDefault: type !== "more",
  isEntryPoint,
  options: {},
});

/** The app navigation before an administrator saved one: the stream (entry point), messages, calendar, files, more. */
export const DEFAULT_APP_NAVIGATION: AppNavigationItem[] = [
  defaultItem("activitystreams", "Activities", true),
  defaultItem("messages", "Messages"),
  defaultItem("appointments", "Calendar"),
  defaultItem("files", "Files"),
  defaultItem("more", "More"),
];

const siteHost = (ctx: AppContext) => new URL(ctx.config.publicUrl).host;

export async function appNavigation(ctx: AppContext) {
  const items = (await findNavigationItems(ctx.db, "app", null)) ?? DEFAULT_APP_NAVIGATION;
  return { items: normalizeAppNavigation(items, siteHost(ctx)) };
}

/** §4/§5 applied (the "more" list, webview links) before the items are stored, with the audit row. */
export async function updateAppNavigation(ctx: AppContext, actorId: string, items: AppNavigationItem[]) {
  const stored = normalizeAppNavigation(items, siteHost(ctx));
  await ctx.db.transaction(async (tx) => {
    await saveNavigationItems(tx, "app", null, stored);
    await recordAudit(tx, {
      type: "AppNavigationUpdate",
      actorId,
      subject: { type: "Network", id: null },
      details: { items: stored.map((item) => `${item.label} (${item.type})`) },
    });
  });
  return { items: stored };
}
