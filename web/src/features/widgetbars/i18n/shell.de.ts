import type { WidgetbarsShellMessages } from "./shell";

/** This feature's shell texts in German. */
export default {
  widgetbars: {
    shell: {
      widgetbars: "Widgetleisten",
    } satisfies WidgetbarsShellMessages,
  },
};
