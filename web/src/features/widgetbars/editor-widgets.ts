import {
  exclusiveAll,
  WIDGET_DEFAULT_COUNTS,
  type Widget,
  type WidgetbarBody,
  type WidgetType,
} from "@intranet/contracts";

/** A widget as the editor's form holds it: a key for the sortable list, the saved widget's fields. */
export type EditorWidget = Omit<Widget, "id" | "position"> & { key: string };

let seq = 0;
const nextKey = () => `w${++seq}`;

/** A new widget of the type with §9's count, `all` calendars and the markdown renderer. */
export const newWidget = (type: WidgetType): EditorWidget => ({
  key: nextKey(),
  type,
  headline: "",
  content: "",
  renderer: "markdown",
  profile_fields: [],
  scope: ["all"],
  additional_calendar_ids: [],
  count: WIDGET_DEFAULT_COUNTS[type] ?? 0,
  show_age: false,
  sort: "asc",
  url: "",
});

export const toEditorWidgets = (widgets: Widget[]): EditorWidget[] =>
  widgets.map(({ id: _id, position: _position, ...rest }) => ({ ...rest, key: nextKey() }));

/** The PUT body: widgets in the list's order, count as a whole number. */
export const toBody = (widgets: EditorWidget[]): WidgetbarBody => ({
  widgetbar: {
    widgets: widgets.map(({ key: _key, ...w }, position) => ({
      ...w,
      count: Math.max(0, Math.trunc(Number(w.count) || 0)),
      position,
    })),
  },
});

/**
 * The next value of a multiselect with an "all" choice: choosing "all" clears the others, choosing another while
 * "all" is set drops "all" (administration §8: "all" is exclusive).
 */
export function nextExclusive<T extends string>(previous: T[], next: T[]): T[] {
  const added = next.filter((v) => !previous.includes(v));
  if (added.includes("all" as T)) return ["all" as T];
  if (previous.includes("all" as T) && added.length > 0) return next.filter((v) => v !== "all");
  return exclusiveAll(next);
}
