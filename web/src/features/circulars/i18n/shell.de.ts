import type { CircularsShellMessages } from "./shell";

/** This feature's shell texts in German. */
export default {
  circulars: {
    shell: {
      link: "Rundschreiben",
      notification: "Zu bestätigende Rundschreiben",
    } satisfies CircularsShellMessages,
  },
};
