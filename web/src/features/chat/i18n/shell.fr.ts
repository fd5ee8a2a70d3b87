import type { ChatShellMessages } from "./shell";

/** This feature's shell texts in French. */
export default {
  chat: {
    shell: {
      link: "Chat",
      button: "Chat ({{count}} non lus)",
      buttonNone: "Chat",
      sidebar: "Discussions",
    } satisfies ChatShellMessages,
  },
};
