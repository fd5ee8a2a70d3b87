import type { NotificationsShellMessages } from "./shell";

/** This feature's shell texts in German. */
export default {
  notifications: {
    shell: {
      notification: "Benachrichtigungen",
    } satisfies NotificationsShellMessages,
  },
};
