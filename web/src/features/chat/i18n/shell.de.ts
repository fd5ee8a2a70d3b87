import type { ChatShellMessages } from "./shell";

/** This feature's shell texts in German. */
export default {
  chat: {
    shell: {
      link: "Chat",
      button: "Chat ({{count}} ungelesen)",
      buttonNone: "Chat",
      sidebar: "Chats",
    } satisfies ChatShellMessages,
  },
};
