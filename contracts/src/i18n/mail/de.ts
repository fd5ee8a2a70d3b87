import type { MailTexts } from "./en.js";

export const mailDe: MailTexts = {
  layout: {
    greeting: "Hallo {{name}},",
    footer: "Sie erhalten diese E-Mail als Mitglied von {{network}}.",
    openLink: "Falls die Schaltfläche nicht funktioniert, kopieren Sie diese Adresse in Ihren Browser:",
  },
  welcome: {
    subject: "Willkommen bei {{network}}",
    body: "eine Administratorin oder ein Administrator hat Ihnen ein Konto bei {{network}} angelegt. Sie melden sich mit dieser E-Mail-Adresse an.",
    choose: "Wählen Sie Ihr Passwort innerhalb von sieben Tagen mit diesem Link:",
    action: "Passwort wählen",
    signIn: "Anmelden",
    deletedFirstName: "Gelöschtes",
    deletedLastName: "Mitglied",
  },
  passwordReset: {
    subject: "Passwort zurücksetzen",
    body: "jemand möchte das Passwort Ihres Kontos zurücksetzen. Um ein neues zu wählen, öffnen Sie innerhalb von zwei Stunden diesen Link:",
    action: "Neues Passwort wählen",
    ignore: "Falls Sie das nicht waren, ignorieren Sie diese E-Mail; Ihr Passwort bleibt unverändert.",
  },
  signInCode: {
    subject: "Ihr Anmeldecode",
    body: "Ihr Code lautet {{code}}. Er ist 10 Minuten gültig.",
    warning: "Falls Sie sich nicht anmelden wollten, ändern Sie Ihr Passwort.",
  },
  externalInvite: {
    defaultSubject: "Einladung in {{network}}",
    defaultText: "{{inviter}} lädt Sie in {{network}} ein, unser Intranet.",
    action: "Einladung annehmen",
    validity: "Der Link gilt einmal und {{days}} Tage lang.",
  },
  groupInvite: {
    subject: "Einladung in {{group}}",
    body: "{{inviter}} lädt Sie in die Gruppe {{group}} ein.",
    action: "Einladungen öffnen",
  },
  joinRequest: {
    subject: "Beitrittsanfrage für {{group}}",
    body: "{{member}} möchte {{group}} beitreten.",
  },
  joinApproved: {
    subject: "Willkommen in {{group}}",
    body: "Ihre Anfrage, {{group}} beizutreten, wurde angenommen.",
  },
  joinRejected: {
    subject: "Ihre Anfrage für {{group}}",
    body: "Ihre Anfrage, {{group}} beizutreten, wurde abgelehnt.",
  },
  appointmentInvite: {
    subject: "Einladung: {{name}}",
    body: "{{inviter}} lädt Sie zu „{{name}}“ am {{when}} ({{timeZone}}) ein.",
    someone: "Jemand",
    accept: "Zusagen",
    decline: "Absagen",
    details: "Details",
  },
  appointmentChanged: {
    subject: "Geändert: {{name}}",
    body: "„{{name}}“ wurde geändert. Der Termin findet jetzt am {{when}} ({{timeZone}}) statt.",
    details: "Details",
  },
  attendeesContact: {
    about: "{{author}} zu „{{name}}“",
    details: "Termin öffnen",
  },
  messageNotification: {
    subject: "{{from}}: {{subject}}",
    subjectWithout: "Neue Nachricht von {{from}}",
    body: "{{from}} hat Ihnen in {{network}} eine Nachricht geschickt.",
    action: "Nachricht lesen",
  },
  mentionNotification: {
    subject: "{{from}} hat Sie erwähnt",
    body: "{{from}} hat Sie in {{network}} in einem Beitrag erwähnt:",
    action: "Beitrag öffnen",
  },
  push: {
    mention: "{{from}} hat Sie erwähnt",
    directMessage: "Neue Nachricht von {{from}}",
    chatMessage: "{{from}} hat im Chat geschrieben",
    invitation: "{{from}} hat Sie eingeladen",
    open: "In {{network}} öffnen",
  },
  birthday: {
    subject: "Alles Gute zum Geburtstag!",
    body: "wir alle wünschen Ihnen alles Gute zum Geburtstag.",
  },
  joinConfirmation: {
    subject: "Bestätigen Sie Ihre E-Mail-Adresse für {{network}}",
    body: "Sie möchten {{network}} beitreten. Um Ihre E-Mail-Adresse zu bestätigen, öffnen Sie innerhalb von 24 Stunden diesen Link:",
    action: "Adresse bestätigen",
    ignore: "Falls Sie das nicht waren, ignorieren Sie diese E-Mail; es wird kein Konto angelegt.",
    pending:
      "Nach der Bestätigung prüft eine Administratorin oder ein Administrator Ihre Anfrage; Sie erhalten eine E-Mail.",
  },
  joinApplication: {
    subject: "{{name}} möchte {{network}} beitreten",
    body: "{{name}} ({{email}}) hat die Adresse bestätigt und möchte {{network}} beitreten.",
    action: "Anfragen öffnen",
  },
  joinAccepted: {
    subject: "Willkommen bei {{network}}",
    body: "Ihre Anfrage, {{network}} beizutreten, wurde angenommen. Sie können sich jetzt anmelden.",
    action: "Anmelden",
  },
  joinDeclined: {
    subject: "Ihre Anfrage an {{network}}",
    body: "Ihre Anfrage, {{network}} beizutreten, wurde abgelehnt.",
  },
  mailings: {
    digestSubject: "Ihre Wochenübersicht aus {{network}}",
    dailySubject: "Heute in {{network}}",
    digestIntro: "das ist in {{network}} passiert, was Sie lesen dürfen.",
    newActivities: "Neue Aktivitäten",
    networkLevel: "Netzwerk",
    comments: "{{count}} Kommentare",
    upcomingAppointments: "Anstehende Termine",
    open: "{{network}} öffnen",
    newsletterSubject: "Newsletter von {{network}}",
    newsletterEmpty: "Diesmal gibt es nichts Neues.",
    disclaimer: "Sie erhalten diesen Newsletter als Mitglied von {{network}}.",
    unsubscribe: "Newsletter abbestellen",
    unsubscribeDigest: "Diese E-Mails abbestellen",
    settings: "Benachrichtigungseinstellungen",
  },
};
