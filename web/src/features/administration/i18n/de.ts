import type { AdministrationMessages } from "./en";

export const administrationDe: AdministrationMessages = {
  title: "Administration",
  intro: "Was Netzwerkadministratoren hier bisher verwalten können.",
  outbox: {
    title: "Entwicklungs-Postausgang",
    intro:
      "Es ist kein SMTP-Server eingerichtet (SMTP_URL). Deshalb wird jede E-Mail, die das Netzwerk verschickt, hier aufbewahrt statt zugestellt.",
    count_one: "{{count}} E-Mail",
    count_other: "{{count}} E-Mails",
    to: "An {{to}}",
    sentAt: "Gesendet am {{date}}",
    attachments: "Anhänge: {{names}}",
    emptyTitle: "Es wurde noch keine E-Mail verschickt",
    emptyText:
      "E-Mails erscheinen hier, sobald das Netzwerk eine verschickt: ein Zurücksetzen des Passworts, eine Einladung oder eine Benachrichtigung über eine Nachricht. Mit SMTP_URL gehen sie stattdessen per SMTP hinaus.",
    loadError: "Der Postausgang konnte nicht geladen werden.",
    html: "HTML",
    text: "Text",
    noHtml: "Diese E-Mail hat keinen HTML-Teil.",
    htmlFrame: "HTML-Teil der E-Mail {{subject}}",
  },
};
