import { mailDe } from "./de.js";
import type { MailTexts } from "./en.js";

/** German with the informal "du"; only texts that address the reader differ from `de`. */
export const mailDeDu: MailTexts = {
  ...mailDe,
  layout: {
    ...mailDe.layout,
    footer: "Du erhältst diese E-Mail als Mitglied von {{network}}.",
    addressFooter: "Du erhältst diese E-Mail, weil diese Adresse bei {{network}} angegeben wurde.",
    openLink: "Falls die Schaltfläche nicht funktioniert, kopiere diese Adresse in deinen Browser:",
  },
  welcome: {
    ...mailDe.welcome,
    body: "eine Administratorin oder ein Administrator hat dir ein Konto bei {{network}} angelegt. Du meldest dich mit dieser E-Mail-Adresse an.",
    choose: "Wähle dein Passwort innerhalb von sieben Tagen mit diesem Link:",
  },
  passwordReset: {
    ...mailDe.passwordReset,
    body: "jemand möchte das Passwort deines Kontos zurücksetzen. Um ein neues zu wählen, öffne innerhalb von zwei Stunden diesen Link:",
    ignore: "Falls du das nicht warst, ignoriere diese E-Mail; dein Passwort bleibt unverändert.",
  },
  signInCode: {
    subject: "Dein Anmeldecode",
    body: "dein Code lautet {{code}}. Er ist 10 Minuten gültig.",
    warning: "Falls du dich nicht anmelden wolltest, ändere dein Passwort.",
  },
  externalInvite: {
    ...mailDe.externalInvite,
    defaultText: "{{inviter}} lädt dich in {{network}} ein, unser Intranet.",
    footer: "Du erhältst diese E-Mail, weil du in {{network}} eingeladen wurdest.",
  },
  groupInvite: { ...mailDe.groupInvite, body: "{{inviter}} lädt dich in die Gruppe {{group}} ein." },
  joinApproved: { ...mailDe.joinApproved, body: "Deine Anfrage, {{group}} beizutreten, wurde angenommen." },
  joinRejected: {
    subject: "Deine Anfrage für {{group}}",
    body: "Deine Anfrage, {{group}} beizutreten, wurde abgelehnt.",
  },
  appointmentInvite: {
    ...mailDe.appointmentInvite,
    body: "{{inviter}} lädt dich zu „{{name}}“ am {{when}} ({{timeZone}}) ein.",
  },
  messageNotification: {
    ...mailDe.messageNotification,
    body: "{{from}} hat dir in {{network}} eine Nachricht geschickt.",
  },
  mentionNotification: {
    ...mailDe.mentionNotification,
    subject: "{{from}} hat dich erwähnt",
    body: "{{from}} hat dich in {{network}} in einem Beitrag erwähnt:",
  },
  push: {
    ...mailDe.push,
    mention: "{{from}} hat dich erwähnt",
    invitation: "{{from}} hat dich eingeladen",
    taskAssigned: "{{from}} hat dir eine Aufgabe zugewiesen",
    taskAccepted: "{{from}} hat deine Aufgabe angenommen",
    taskDeclined: "{{from}} hat deine Aufgabe abgelehnt",
  },
  taskNotification: {
    ...mailDe.taskNotification,
    assignedSubject: "{{from}} hat dir eine Aufgabe zugewiesen: {{title}}",
    assignedBody: "{{from}} hat dir in {{network}} eine Aufgabe zugewiesen:",
    acceptedSubject: "{{from}} hat deine Aufgabe angenommen: {{title}}",
    acceptedBody: "{{from}} hat eine Aufgabe angenommen, die du in {{network}} erstellt hast:",
    declinedSubject: "{{from}} hat deine Aufgabe abgelehnt: {{title}}",
    declinedBody: "{{from}} hat eine Aufgabe abgelehnt, die du in {{network}} erstellt hast:",
  },
  mailings: {
    ...mailDe.mailings,
    digestSubject: "Deine Wochenübersicht aus {{network}}",
    digestIntro: "das ist in {{network}} passiert, was du lesen darfst.",
    disclaimer: "Du erhältst diesen Newsletter als Mitglied von {{network}}.",
  },
};
