/**
 * Texts of the server's mails (the `mail` i18n namespace). They live in contracts so the server renders them
 * and the web can show or preview the same texts. One entry per mail kind; `layout` frames every mail.
 * Interpolated values are escaped by the renderer, never by i18next.
 */
export const mailEn = {
  layout: {
    greeting: "Hello {{name}},",
    footer: "You receive this mail as a member of {{network}}.",
    openLink: "If the button does not work, copy this address into your browser:",
  },
  welcome: {
    subject: "Welcome to {{network}}",
    body: "an administrator has created an account for you in {{network}}. You sign in with this e-mail address.",
    choose: "Choose your password with this link within seven days:",
    action: "Choose a password",
    signIn: "Sign in",
    deletedFirstName: "Deleted",
    deletedLastName: "member",
  },
  passwordReset: {
    subject: "Reset your password",
    body: "someone asked to reset the password of your account. To choose a new one, open this link within two hours:",
    action: "Choose a new password",
    ignore: "If it was not you, ignore this mail; your password stays as it is.",
  },
  signInCode: {
    subject: "Your sign-in code",
    body: "your code is {{code}}. It is valid for 10 minutes.",
    warning: "If you did not try to sign in, change your password.",
  },
  groupInvite: {
    subject: "Invitation to {{group}}",
    body: "{{inviter}} invites you to the group {{group}}.",
    action: "Open your invitations",
  },
  joinRequest: {
    subject: "Join request for {{group}}",
    body: "{{member}} asks to join {{group}}.",
  },
  joinApproved: {
    subject: "Welcome to {{group}}",
    body: "Your request to join {{group}} was approved.",
  },
  joinRejected: {
    subject: "Your request to join {{group}}",
    body: "Your request to join {{group}} was declined.",
  },
  appointmentInvite: {
    subject: "Invitation: {{name}}",
    body: '{{inviter}} invites you to "{{name}}" on {{when}} ({{timeZone}}).',
    someone: "Someone",
    accept: "Accept",
    decline: "Decline",
    details: "Details",
  },
  appointmentChanged: {
    subject: "Changed: {{name}}",
    body: '"{{name}}" was changed. It now takes place on {{when}} ({{timeZone}}).',
    details: "Details",
  },
  attendeesContact: {
    about: '{{author}} about "{{name}}"',
    details: "Open the appointment",
  },
  messageNotification: {
    subject: "{{from}}: {{subject}}",
    subjectWithout: "New message from {{from}}",
    body: "{{from}} sent you a message in {{network}}.",
    action: "Read it here",
  },
  mentionNotification: {
    subject: "{{from}} mentioned you",
    body: "{{from}} mentioned you in a post in {{network}}:",
    action: "Open the post",
  },
};

/** The shape every language must fill. */
export type MailTexts = typeof mailEn;
