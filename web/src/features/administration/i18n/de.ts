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
  streams: {
    title: "Aktivitätsströme",
    intro:
      "Neben dem Strom „Alle Aktivitäten“, den alle Mitglieder lesen, kann das Netzwerk weitere Ströme haben. Mitglieder schreiben hinein und lesen jeden auf seiner eigenen Seite.",
    new: "Neuer Strom",
    edit: "Bearbeiten",
    editTitle: "{{name}} bearbeiten",
    delete: "Löschen",
    deleteConfirm: "Den Strom {{name}} löschen? Seine Aktivitäten wandern nach „Alle Aktivitäten“.",
    deleted: "Der Strom {{name}} wurde gelöscht.",
    created: "Der Strom {{name}} wurde angelegt.",
    saved: "Der Strom {{name}} wurde gespeichert.",
    emptyTitle: "Noch keine weiteren Ströme",
    emptyText:
      "Alle Aktivitäten stehen in „Alle Aktivitäten“. Legen Sie einen Strom an, um einem Thema einen eigenen Platz zu geben.",
    name: "Name",
    slug: "Adresse",
    slugHint: "Kleinbuchstaben, Ziffern und Bindestriche; die Seite des Stroms ist /activitystreams/<Adresse>.",
    description: "Beschreibung",
    position: "Position",
    positionHint: "Ströme stehen nach Position, die kleinste zuerst, dann nach Name. Leer: nach dem letzten.",
    save: "Speichern",
    cancel: "Abbrechen",
  },
  settings: {
    title: "Netzwerkeinstellungen",
    member: "Mitglieder",
    streamSubscriptions: "Mitglieder dürfen Aktivitätsströme abonnieren",
    streamSubscriptionsHint:
      "Jedes Mitglied wählt, welche Ströme in „Alle Aktivitäten“ erscheinen. Ausgeschaltet zeigt „Alle Aktivitäten“ jeden Strom.",
    save: "Speichern",
    chat: {
      title: "Chat",
      show_online_status: "Online-Status anzeigen",
      show_online_status_hint: "Mitglieder sehen im Chat, wer online ist. Ausgeschaltet wird niemandes Status gezeigt.",
      guest_users_allow_chat: "Gäste dürfen chatten",
      guest_users_allow_chat_hint: "Externe Mitglieder (Gäste) dürfen Chats beginnen und an ihnen teilnehmen.",
      chat_message_allow_destroy: "Mitglieder dürfen ihre Nachrichten löschen",
      chat_message_allow_destroy_hint: "Wer eine Nachricht geschrieben hat, darf sie löschen.",
      chat_message_allow_update: "Minuten zum Bearbeiten einer Nachricht",
      chat_message_allow_update_hint:
        "Wie lange nach dem Senden eine Nachricht noch bearbeitet werden darf; 0: nie. {{min}} bis {{max}}.",
      max_file_attachments: "Dateien pro Nachricht",
      max_file_attachments_hint: "Höchstens so viele Dateien darf eine Nachricht haben, {{min}} bis {{max}}.",
      max_image_attachments: "Bilder pro Nachricht",
      max_image_attachments_hint: "Höchstens so viele Bilder darf eine Nachricht haben, {{min}} bis {{max}}.",
    },
    files: {
      title: "Dateien",
      file_profiles_enabled: "Dateiprofile",
      file_profiles_enabled_hint: "Dateien erhalten die Felder des Dateiprofils zum Ausfüllen, Filtern und Sortieren.",
      folder_profiles_enabled: "Ordnerprofile",
      folder_profiles_enabled_hint: "Ordner erhalten die Felder des Ordnerprofils.",
      file_lock_days: "Sperrdauer (Tage)",
      file_lock_days_hint:
        "Wie lange eine Dateisperre gilt, wenn beim Sperren kein anderes Datum gewählt wird: {{min}} bis {{max}} Tage.",
    },
  },
};
