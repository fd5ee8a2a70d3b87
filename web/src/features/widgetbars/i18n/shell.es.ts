import type { WidgetbarsShellMessages } from "./shell";

/** This feature's shell texts in Spanish. */
export default {
  widgetbars: {
    shell: {
      widgetbars: "Barras de widgets",
    } satisfies WidgetbarsShellMessages,
  },
};
