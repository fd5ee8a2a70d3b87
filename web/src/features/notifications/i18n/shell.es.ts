import type { NotificationsShellMessages } from "./shell";

/** This feature's shell texts in Spanish. */
export default {
  notifications: {
    shell: {
      notification: "Notificaciones",
    } satisfies NotificationsShellMessages,
  },
};
