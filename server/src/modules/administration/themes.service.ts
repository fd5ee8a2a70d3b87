import type { ThemeList, themeFields } from "@intranet/contracts";
import type { z } from "zod";
import type { AppContext } from "../../context.js";
import type { DbOrTx } from "../../db/client.js";
import { invalid, notFound } from "../../http/errors.js";
import { findUpload } from "../uploads/uploads.repo.js";
import { recordAudit } from "./audit.repo.js";
import { presentTheme } from "./theme.presenter.js";
import {
  deleteThemeRow,
  effectiveTheme,
  findTheme,
  insertTheme,
  setActiveTheme,
  type ThemeContext,
  type ThemeWithImages,
  themesOf,
  updateThemeRow,
} from "./themes.repo.js";

export type { ThemeContext };

type ThemeInput = z.output<typeof themeFields>;

/**
 * The contexts whose themes apply in one, most specific first (§4): a group's own theme, else its category's, else
 * the network's. `parents` are the contexts above the one administered.
 */
export type ThemeScope = { context: ThemeContext; parents: ThemeContext[] };

export const NETWORK_THEME_CONTEXT: ThemeContext = { type: "network", id: null };

async function requireTheme(db: DbOrTx, c: ThemeContext, id: string): Promise<ThemeWithImages> {
  const found = await findTheme(db, c, id);
  if (!found) throw notFound();
  return found;
}

/** The context's designs, which one is active, and the theme that applies there now. */
export async function themeList(db: DbOrTx, scope: ThemeScope): Promise<ThemeList> {
  const [rows, effective] = await Promise.all([
    themesOf(db, scope.context),
    effectiveTheme(db, [scope.context, ...scope.parents]),
  ]);
  return {
    themes: rows.map(presentTheme),
    active_theme_id: rows.find((t) => t.active)?.id ?? null,
    effective_theme: effective ? presentTheme(effective) : null,
  };
}

export const themeForAdministration = async (db: DbOrTx, c: ThemeContext, id: string) =>
  presentTheme(await requireTheme(db, c, id));

/** The theme that applies in the most specific of the contexts (group > category > network), or null. */
export async function appliedTheme(db: DbOrTx, contexts: ThemeContext[]) {
  const found = await effectiveTheme(db, contexts);
  return found ? presentTheme(found) : null;
}

/**
 * Publishes the theme's images through the uploads' image rules (the editor's own image uploads, or the ones in
 * place): 422 on the field of an image that is neither.
 */
async function publishImages(
  ctx: AppContext,
  tx: DbOrTx,
  actorId: string,
  input: ThemeInput,
  current?: ThemeWithImages,
) {
  const fields = [
    ["logo_image_id", input.logo_image_id, current?.logoImageId],
    ["favicon_image_id", input.favicon_image_id, current?.faviconImageId],
    ["banner_image_id", input.banner_image_id, current?.bannerImageId],
  ] as const;
  for (const [field, imageId, currentId] of fields) {
    if (imageId && !(await ctx.modules.publishImage(tx, imageId, actorId, currentId ?? null)))
      throw invalid({ [field]: ["is invalid"] });
  }
}

/** The favicon's extension, kept with the theme for the favicon link's type. */
const faviconExtensionOf = async (tx: DbOrTx, input: ThemeInput) =>
  input.favicon_image_id ? ((await findUpload(tx, input.favicon_image_id))?.extension ?? null) : null;

const columnsOf = (input: ThemeInput) => ({
  name: input.name,
  logoType: input.logo_type,
  logoImageId: input.logo_image_id,
  faviconImageId: input.favicon_image_id,
  bannerType: input.banner_type,
  bannerImageId: input.banner_image_id,
  fullWidth: input.full_width,
  userbarIconType: input.userbar_icon_type,
  colors: input.colors,
});

const auditSubject = (id: string) => ({ type: "Theme", id });
const auditDetails = (c: ThemeContext, name: string) => ({ name, context_type: c.type, context_id: c.id });

export async function createTheme(ctx: AppContext, actorId: string, c: ThemeContext, input: ThemeInput) {
  const id = await ctx.db.transaction(async (tx) => {
    await publishImages(ctx, tx, actorId, input);
    const row = await insertTheme(tx, {
      contextType: c.type,
      contextId: c.id,
      ...columnsOf(input),
      faviconExtension: await faviconExtensionOf(tx, input),
    });
    await recordAudit(tx, {
      type: "ThemeCreate",
      actorId,
      subject: auditSubject(row.id),
      details: auditDetails(c, row.name),
    });
    return row.id;
  });
  return themeForAdministration(ctx.db, c, id);
}

export async function updateTheme(ctx: AppContext, actorId: string, c: ThemeContext, id: string, input: ThemeInput) {
  await ctx.db.transaction(async (tx) => {
    const current = await requireTheme(tx, c, id);
    await publishImages(ctx, tx, actorId, input, current);
    await updateThemeRow(tx, id, { ...columnsOf(input), faviconExtension: await faviconExtensionOf(tx, input) });
    await recordAudit(tx, {
      type: "ThemeUpdate",
      actorId,
      subject: auditSubject(id),
      details: { ...auditDetails(c, input.name), colors: input.colors },
    });
  });
  return themeForAdministration(ctx.db, c, id);
}

export async function destroyTheme(ctx: AppContext, actorId: string, c: ThemeContext, id: string) {
  await ctx.db.transaction(async (tx) => {
    const current = await requireTheme(tx, c, id);
    await deleteThemeRow(tx, id);
    await recordAudit(tx, {
      type: "ThemeDestroy",
      actorId,
      subject: auditSubject(id),
      details: auditDetails(c, current.name),
    });
  });
}

/** Makes the theme the context's active one (`active`), or leaves the context without one; the list as it is then. */
export async function activateTheme(ctx: AppContext, actorId: string, scope: ThemeScope, id: string, active: boolean) {
  const c = scope.context;
  await ctx.db.transaction(async (tx) => {
    const current = await requireTheme(tx, c, id);
    // Deactivating a theme that is not the active one leaves the active one alone.
    if (active || current.active) await setActiveTheme(tx, c, active ? id : null);
    await recordAudit(tx, {
      type: "ThemeActivate",
      actorId,
      subject: auditSubject(id),
      details: { ...auditDetails(c, current.name), active },
    });
  });
  return themeList(ctx.db, scope);
}
