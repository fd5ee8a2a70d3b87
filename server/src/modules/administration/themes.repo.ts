import type { ThemeContextType } from "@intranet/contracts";
import { and, asc, eq, isNull, or, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { type ThemeRow, themes } from "./themes.schema.js";

/** One theme context: the network (no id), a group category or a group. */
export type ThemeContext = { type: ThemeContextType; id: string | null };

const inContext = (c: ThemeContext): SQL =>
  and(eq(themes.contextType, c.type), c.id === null ? isNull(themes.contextId) : eq(themes.contextId, c.id)) as SQL;

/** A theme as the presenter reads it (the favicon's extension kept with it). */
export type ThemeWithImages = ThemeRow;

export async function themesOf(db: DbOrTx, c: ThemeContext): Promise<ThemeWithImages[]> {
  return db.select().from(themes).where(inContext(c)).orderBy(asc(themes.createdAt), asc(themes.id));
}

export async function findTheme(db: DbOrTx, c: ThemeContext, id: string): Promise<ThemeWithImages | null> {
  const [row] = await db
    .select()
    .from(themes)
    .where(and(inContext(c), eq(themes.id, id)));
  return row ?? null;
}

/**
 * The active theme that applies in the most specific of these contexts (given most specific first: group, category,
 * network), in one statement; null when none of them has one.
 */
export async function effectiveTheme(db: DbOrTx, contexts: ThemeContext[]): Promise<ThemeWithImages | null> {
  if (contexts.length === 0) return null;
  const rank = sql`case ${sql.join(
    contexts.map((c, i) => sql`when ${inContext(c)} then ${i}`),
    sql` `,
  )} end`;
  const [row] = await db
    .select()
    .from(themes)
    .where(and(eq(themes.active, true), or(...contexts.map(inContext))))
    .orderBy(asc(rank))
    .limit(1);
  return row ?? null;
}

export async function insertTheme(db: DbOrTx, values: typeof themes.$inferInsert): Promise<ThemeRow> {
  const [row] = await db.insert(themes).values(values).returning();
  if (!row) throw new Error("theme insert returned nothing");
  return row;
}

export async function updateThemeRow(db: DbOrTx, id: string, values: Partial<typeof themes.$inferInsert>) {
  await db.update(themes).set(values).where(eq(themes.id, id));
}

export async function deleteThemeRow(db: DbOrTx, id: string) {
  await db.delete(themes).where(eq(themes.id, id));
}

/** Makes this theme the context's only active one (null: none active). */
export async function setActiveTheme(db: DbOrTx, c: ThemeContext, id: string | null) {
  await db
    .update(themes)
    .set({ active: false })
    .where(and(inContext(c), eq(themes.active, true)));
  if (id)
    await db
      .update(themes)
      .set({ active: true })
      .where(and(inContext(c), eq(themes.id, id)));
}

/** A theme shows the upload as its logo, favicon or banner. */
const usesImage = (uploadId: string) =>
  or(eq(themes.logoImageId, uploadId), eq(themes.faviconImageId, uploadId), eq(themes.bannerImageId, uploadId));

/** Whether an upload is an image of some theme (logos, favicons and banners are for everyone to see). */
export async function isThemeImage(db: DbOrTx, uploadId: string): Promise<boolean> {
  const [row] = await db.select({ id: themes.id }).from(themes).where(usesImage(uploadId)).limit(1);
  return row !== undefined;
}

/** The network's active theme as a preload column: the row as JSON (snake_case columns) with the favicon's extension. */
export const networkThemeColumn = () =>
  sql<ThemeJson | null>`(select to_jsonb(t) from ${themes} t where t.context_type = 'network' and t.active limit 1)`;

/** A theme row as `to_jsonb` gives it. */
export type ThemeJson = {
  id: string;
  context_type: ThemeRow["contextType"];
  context_id: string | null;
  name: string;
  active: boolean;
  logo_type: ThemeRow["logoType"];
  logo_image_id: string | null;
  favicon_image_id: string | null;
  banner_type: ThemeRow["bannerType"];
  banner_image_id: string | null;
  full_width: boolean;
  userbar_icon_type: ThemeRow["userbarIconType"];
  colors: ThemeRow["colors"];
  created_at: string;
  updated_at: string;
  favicon_extension: string | null;
};

export const themeFromJson = (j: ThemeJson): ThemeWithImages => ({
  id: j.id,
  contextType: j.context_type,
  contextId: j.context_id,
  name: j.name,
  active: j.active,
  logoType: j.logo_type,
  logoImageId: j.logo_image_id,
  faviconImageId: j.favicon_image_id,
  bannerType: j.banner_type,
  bannerImageId: j.banner_image_id,
  fullWidth: j.full_width,
  userbarIconType: j.userbar_icon_type,
  colors: j.colors,
  createdAt: new Date(j.created_at),
  updatedAt: new Date(j.updated_at),
  faviconExtension: j.favicon_extension,
});

/** Whether an upload is an image of the network's active theme (what a visitor's signed-out pages show). */
export async function isActiveNetworkThemeImage(db: DbOrTx, uploadId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: themes.id })
    .from(themes)
    .where(and(eq(themes.contextType, "network"), eq(themes.active, true), usesImage(uploadId)))
    .limit(1);
  return row !== undefined;
}
