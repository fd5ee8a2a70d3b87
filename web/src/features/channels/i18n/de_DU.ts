import { channelsDe } from "./de";
import type { ChannelsMessages } from "./en";

/** The informal German: only the texts that address the reader differ. */
export const channelsDeDu: ChannelsMessages = {
  ...channelsDe,
  noPermission: "Das darfst du nicht.",
  widgets: {
    ...channelsDe.widgets,
    translation: {
      ...channelsDe.widgets.translation,
      hint: "Leser mit dieser Sprache sehen, was du ausfüllst; leere Felder zeigen das Original.",
    },
  },
  widgetPage: { ...channelsDe.widgetPage, yourLanguage: "Deine Sprache" },
  layout: {
    ...channelsDe.layout,
    fullRowOnly:
      "Nur eine Zeile in voller Breite kann {{names}} aufnehmen: Wähle „Volle Breite“ oder verschiebe es in eine solche Zeile.",
  },
  admins: {
    ...channelsDe.admins,
    lastAdmin: "Ein Kanal behält mindestens einen Administrator: Füge erst einen weiteren hinzu.",
  },
};
