import type { WidgetbarsShellMessages } from "./shell";

/** This feature's shell texts in French. */
export default {
  widgetbars: {
    shell: {
      widgetbars: "Barres de widgets",
    } satisfies WidgetbarsShellMessages,
  },
};
