import type { ChatShellMessages } from "./shell";

/** This feature's shell texts in Spanish. */
export default {
  chat: {
    shell: {
      link: "Chat",
      button: "Chat ({{count}} sin leer)",
      buttonNone: "Chat",
      sidebar: "Chats",
    } satisfies ChatShellMessages,
  },
};
