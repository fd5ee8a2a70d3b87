import type { NotificationsShellMessages } from "./shell";

/** This feature's shell texts in French. */
export default {
  notifications: {
    shell: {
      notification: "Notifications",
    } satisfies NotificationsShellMessages,
  },
};
