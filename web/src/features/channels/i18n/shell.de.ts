import type { ChannelsShellMessages } from "./shell";

/** This feature's shell texts in German. */
export default {
  channels: {
    shell: {
      channels: "Kanäle",
      assignSubscriptions: "Kanal-Abonnements",
      startPage: "Startseite",
      subscribed: "Abonniert",
      recent: "Zuletzt besucht",
      popular: "Beliebt",
      create: "Kanal erstellen",
      all: "Alle Kanäle",
      toggle: "{{section}} ein- oder ausblenden",
    } satisfies ChannelsShellMessages,
  },
};
