import {
  parseWidgetbarIdentifier,
  START_PAGE_BAR_SLUG,
  WIDGET_DEFAULT_COUNTS,
  type Widget,
  type Widgetbar,
  type widgetbarBody,
  widgetbarIdentifier,
} from "@intranet/contracts";
import type { z } from "zod";
import type { AppContext } from "../../context.js";
import type { DbOrTx } from "../../db/client.js";
import { invalid, notFound } from "../../http/errors.js";
import { newId } from "../../lib/ids.js";
import { sanitizeRichText } from "../../lib/rich-text.js";
import { recordAudit } from "../administration/audit.repo.js";
import { readableCalendars } from "../calendar/calendars.access.js";
import type { MemberRow } from "../members/members.schema.js";
import { saveWidgetbar, widgetbarsOf } from "./widgetbars.repo.js";
import type { WidgetbarRow } from "./widgetbars.schema.js";

/** The stream whose bar every network and group has, listed even before it is saved. */
export const DEFAULT_BAR_SLUG = "all";

export const presentWidgetbar = (
  row: Pick<WidgetbarRow, "identifier" | "groupId" | "slug" | "widgets"> & {
    updatedAt: Date | null;
  },
): Widgetbar => ({
  identifier: row.identifier,
  slug: row.slug,
  group_id: row.groupId,
  widgets: row.widgets,
  updated_at: row.updatedAt?.toISOString() ?? null,
});

const emptyBar = (groupId: string | null, slug: string): Widgetbar =>
  presentWidgetbar({ identifier: widgetbarIdentifier(groupId, slug), groupId, slug, widgets: [], updatedAt: null });

/** The identifier's bar of this context (the network: group null); 404 for a malformed one or another context's. */
export function barOf(groupId: string | null, identifier: string) {
  const parsed = parseWidgetbarIdentifier(identifier);
  if (!parsed || parsed.groupId !== groupId) throw notFound();
  return parsed;
}

/**
 * The context's bars: the saved ones, and even while unsaved the default stream's (`as-all`) and, for the network,
 * the start page's (`as-start_page`).
 */
export async function listWidgetbars(db: DbOrTx, groupId: string | null): Promise<{ widgetbars: Widgetbar[] }> {
  const rows = (await widgetbarsOf(db, groupId)).map(presentWidgetbar);
  const always = groupId ? [DEFAULT_BAR_SLUG] : [DEFAULT_BAR_SLUG, START_PAGE_BAR_SLUG];
  const missing = always.filter((slug) => !rows.some((r) => r.identifier === widgetbarIdentifier(groupId, slug)));
  return { widgetbars: [...missing.map((slug) => emptyBar(groupId, slug)), ...rows] };
}

export async function showWidgetbar(db: DbOrTx, groupId: string | null, identifier: string): Promise<Widgetbar> {
  const { slug } = barOf(groupId, identifier);
  const row = (await widgetbarsOf(db, groupId)).find((r) => r.identifier === identifier);
  return row ? presentWidgetbar(row) : emptyBar(groupId, slug);
}

/** The calendars an administrator may add to an appointments widget: those they may read. */
export async function widgetCalendars(db: DbOrTx, member: MemberRow) {
  const rows = await readableCalendars(db, member);
  return { calendars: rows.map((r) => ({ id: r.calendar.id, name: r.calendar.name, type: r.calendar.type })) };
}

const isWebAddress = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
};

/** The saved form of the widgets: ids kept, positions in order, §9's counts, HTML cleaned, feed addresses checked. */
export function normalizeWidgets(input: z.output<typeof widgetbarBody>["widgetbar"]["widgets"]): Widget[] {
  const errors: Record<string, string[]> = {};
  const ordered = input
    .map((w, index) => ({ w, index }))
    .sort((a, b) => (a.w.position ?? a.index) - (b.w.position ?? b.index) || a.index - b.index);
  const widgets = ordered.map(({ w, index }, position): Widget => {
    if (w.type === "rss" && !isWebAddress(w.url)) errors[`widgets.${index}.url`] = ["is not a valid URL"];
    const html = w.renderer === "html_sanitized";
    return {
      id: newId(),
      type: w.type,
      headline: w.headline.trim(),
      content: html ? sanitizeRichText("widget_text", w.content) : w.content,
      renderer: w.renderer,
      profile_fields: [...new Set(w.profile_fields)],
      scope: w.scope,
      additional_calendar_ids: w.scope.includes("additional_calendar_ids")
        ? [...new Set(w.additional_calendar_ids)]
        : [],
      count: w.count ?? WIDGET_DEFAULT_COUNTS[w.type] ?? 0,
      show_age: w.show_age,
      sort: w.sort,
      url: w.type === "rss" ? w.url.trim() : "",
      position,
    };
  });
  if (Object.keys(errors).length) throw invalid(errors);
  return widgets;
}

/**
 * Refuses an appointments widget's added calendar that the editor may not read, as the picker
 * (`widgetCalendars`) does not offer it; one the bar already showed stays, whoever added it.
 */
async function checkCalendars(
  db: DbOrTx,
  editor: MemberRow,
  groupId: string | null,
  identifier: string,
  input: z.output<typeof widgetbarBody>["widgetbar"]["widgets"],
) {
  const added = (w: (typeof input)[number]) =>
    w.scope.includes("additional_calendar_ids") ? w.additional_calendar_ids : [];
  if (!input.some((w) => added(w).length > 0)) return;
  const saved = (await widgetbarsOf(db, groupId)).find((r) => r.identifier === identifier)?.widgets ?? [];
  const allowed = new Set([
    ...saved.flatMap((w) => w.additional_calendar_ids),
    ...(await readableCalendars(db, editor)).map((r) => r.calendar.id),
  ]);
  const errors: Record<string, string[]> = {};
  input.forEach((w, index) => {
    if (added(w).some((id) => !allowed.has(id)))
      errors[`widgets.${index}.additional_calendar_ids`] = ["contains unknown calendars"];
  });
  if (Object.keys(errors).length) throw invalid(errors);
}

/** Saves a bar's widgets with its audit row in one transaction. */
export async function updateWidgetbar(
  ctx: AppContext,
  actor: MemberRow,
  groupId: string | null,
  identifier: string,
  body: z.output<typeof widgetbarBody>,
): Promise<Widgetbar> {
  const { slug } = barOf(groupId, identifier);
  const widgets = normalizeWidgets(body.widgetbar.widgets);
  await checkCalendars(ctx.db, actor, groupId, identifier, body.widgetbar.widgets);
  return ctx.db.transaction(async (tx) => {
    const row = await saveWidgetbar(tx, { identifier, groupId, slug, widgets });
    await recordAudit(tx, {
      type: "WidgetbarUpdate",
      actorId: actor.id,
      subject: { type: "Widgetbar", id: groupId },
      details: { identifier, widgets: widgets.length },
    });
    return presentWidgetbar(row);
  });
}
