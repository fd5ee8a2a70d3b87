import { widgetbarsDe } from "./de";
import type { WidgetbarsMessages } from "./en";

/** Informal German: only texts that address the reader differ. */
export const widgetbarsDeDu: WidgetbarsMessages = {
  ...widgetbarsDe,
  editor: { ...widgetbarsDe.editor, empty: "Noch keine Widgets. Füge unten das erste hinzu." },
};
