import {
  CHANNEL_WIDGET_TYPES,
  CHANNEL_WIDGETS_MAX,
  type ChannelWidget,
  type ChannelWidgetType,
  type channelWidgetBody,
  channelWidgetFields,
  FULL_ROW_WIDGET_TYPES,
  ONE_COLUMN_WIDGET_TYPES,
} from "@intranet/contracts";
import type { z } from "zod";
import type { AppContext } from "../../context.js";
import { invalid, notFound } from "../../http/errors.js";
import { sanitizeRichText } from "../../lib/rich-text.js";
import type { MemberRow } from "../members/members.schema.js";
import { presentWidget } from "./channel.presenter.js";
import { claimChannelImages } from "./channel-images.js";
import {
  countWidgets,
  deleteWidgetRow,
  insertWidget,
  updateChannelRow,
  updateWidgetRow,
  widgetOf,
  widgetsOf,
} from "./channels.repo.js";
import { channelToUpdate, readableOrNotFound } from "./channels.service.js";

type Body = z.output<typeof channelWidgetBody>["widget"];

const isWidgetType = (type: string): type is ChannelWidgetType =>
  (CHANNEL_WIDGET_TYPES as readonly string[]).includes(type);

/**
 * A widget as it is saved (communication.md §5, §9): a known type, its type's fields (http(s) addresses only, rich
 * text cleaned by the allowlist), width 1 to 3 (one column for blog, spotlight, banner and link; the full row for
 * appointments).
 */
export function checkedWidget(body: Body) {
  if (!isWidgetType(body.type)) throw invalid({ type: ["unknown widget type"] });
  const parsed = channelWidgetFields[body.type].safeParse(body.fields);
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) {
      const key = ["fields", ...issue.path.map(String)].join(".");
      errors[key] = [...(errors[key] ?? []), issue.message];
    }
    throw invalid(errors);
  }
  const fields: Record<string, unknown> = { ...parsed.data };
  if (body.type === "text") fields.content = sanitizeRichText("widget_text", String(fields.content ?? ""));
  const translations = Object.fromEntries(
    Object.entries(body.translations).map(([lng, t]) => [
      lng,
      { ...t, content: t.content ? sanitizeRichText("widget_text", t.content) : "" },
    ]),
  );
  const w = ONE_COLUMN_WIDGET_TYPES.includes(body.type) ? 1 : FULL_ROW_WIDGET_TYPES.includes(body.type) ? 3 : body.w;
  return {
    type: body.type,
    title: body.title,
    hideTitle: body.hide_title,
    titleBackgroundOverride: body.title_background_override,
    w,
    fields,
    translations,
  };
}

/** GET /channels/{slug}/widgets: for who may read the channel. */
export async function listWidgets(ctx: AppContext, member: MemberRow, slug: string) {
  const seen = await readableOrNotFound(ctx, member, slug);
  const rows = await widgetsOf(ctx.db, seen.channel.id);
  return { widgets: rows.map((r) => presentWidget(r, seen.channel.slug)) };
}

export async function showWidget(
  ctx: AppContext,
  member: MemberRow,
  slug: string,
  id: string,
  lng?: string,
): Promise<ChannelWidget> {
  const seen = await readableOrNotFound(ctx, member, slug);
  const row = await widgetOf(ctx.db, seen.channel.id, id);
  if (!row) throw notFound();
  return presentWidget(row, seen.channel.slug, lng);
}

export async function createWidget(ctx: AppContext, member: MemberRow, slug: string, body: Body) {
  const seen = await channelToUpdate(ctx, member, slug);
  const values = checkedWidget(body);
  if ((await countWidgets(ctx.db, seen.channel.id)) >= CHANNEL_WIDGETS_MAX)
    throw invalid({ type: [`a channel holds at most ${CHANNEL_WIDGETS_MAX} widgets`] });
  return ctx.db.transaction(async (tx) => {
    await claimChannelImages(tx, member.id, values.fields, null, "fields");
    const row = await insertWidget(tx, { ...values, channelId: seen.channel.id });
    // A new widget goes into the layout as a row of its own at the end, so it shows at once.
    const layout = seen.channel.layout;
    await updateChannelRow(tx, seen.channel.id, {
      layout: {
        rows: [
          ...layout.rows,
          { type: values.w === 3 ? "full" : "third", columns: values.w === 3 ? [[row.id]] : [[row.id], [], []] },
        ],
      },
    });
    return presentWidget(row, seen.channel.slug);
  });
}

export async function updateWidget(ctx: AppContext, member: MemberRow, slug: string, id: string, body: Body) {
  const seen = await channelToUpdate(ctx, member, slug);
  const row = await widgetOf(ctx.db, seen.channel.id, id);
  if (!row) throw notFound();
  const values = checkedWidget(body);
  if (values.type !== row.type) throw invalid({ type: ["cannot be changed"] });
  return ctx.db.transaction(async (tx) => {
    await claimChannelImages(tx, member.id, values.fields, row.fields, "fields");
    return presentWidget(await updateWidgetRow(tx, id, values), seen.channel.slug);
  });
}

/** Deletes the widget and takes it out of the layout. */
export async function deleteWidget(ctx: AppContext, member: MemberRow, slug: string, id: string): Promise<void> {
  const seen = await channelToUpdate(ctx, member, slug);
  const row = await widgetOf(ctx.db, seen.channel.id, id);
  if (!row) throw notFound();
  await ctx.db.transaction(async (tx) => {
    await deleteWidgetRow(tx, id);
    const rows = seen.channel.layout.rows.map((r) => ({
      ...r,
      columns: r.columns.map((c) => c.filter((w) => w !== id)),
    }));
    await updateChannelRow(tx, seen.channel.id, { layout: { rows } });
  });
}
