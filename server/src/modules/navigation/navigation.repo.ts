import type { AppNavigationItem, NavigationItem } from "@intranet/contracts";
import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { navigations } from "./navigation.schema.js";

type Kind = "web" | "app";
const contextKey = (groupId: string | null) => groupId ?? "network";
const contextOf = (kind: Kind, groupId: string | null) =>
  and(eq(navigations.kind, kind), eq(navigations.contextKey, contextKey(groupId)));

/** The saved items of a navigation, or null while none was saved. */
export async function findNavigationItems(
  db: DbOrTx,
  kind: "web",
  groupId: string | null,
): Promise<NavigationItem[] | null>;
export async function findNavigationItems(db: DbOrTx, kind: "app", groupId: null): Promise<AppNavigationItem[] | null>;
export async function findNavigationItems(db: DbOrTx, kind: Kind, groupId: string | null) {
  const [row] = await db
    .select({ items: navigations.items })
    .from(navigations)
    .where(contextOf(kind, groupId))
    .limit(1);
  return row?.items ?? null;
}

/** Replaces a navigation's items (one row per kind and context). */
export async function saveNavigationItems(
  tx: DbOrTx,
  kind: Kind,
  groupId: string | null,
  items: NavigationItem[] | AppNavigationItem[],
) {
  await tx
    .insert(navigations)
    .values({ kind, groupId, contextKey: contextKey(groupId), items })
    .onConflictDoUpdate({
      target: [navigations.kind, navigations.contextKey],
      set: { items, updatedAt: new Date() },
    });
}
