/**
 * Texts of the server's mails, and the column headers of its exports (the `mail` i18n namespace). They live in
 * contracts so the server renders them and the web can show or preview the same texts. One entry per mail kind;
 * `layout` frames every mail. Interpolated values are escaped by the renderer, never by i18next.
 */
export const mailEn = {
  layout: {
    greeting: "Hello {{name}},",
    footer: "You receive this mail as a member of {{network}}.",
    /** Instead of `footer` for an address that belongs to no member (an applicant's). */
    addressFooter: "You receive this mail because this address was entered at {{network}}.",
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
  externalInvite: {
    defaultSubject: "Invitation to {{network}}",
    defaultText: "{{inviter}} invites you to join {{network}}, our intranet.",
    action: "Accept the invitation",
    validity: "The link works once and is valid for {{days}} days.",
    footer: "You receive this mail because you were invited to join {{network}}.",
  },
  groupInvite: {
    subject: "Invitation to {{group}}",
    body: "{{inviter}} invites you to the group {{group}}.",
    action: "Open your invitations",
  },
  appItem: { action: "Open the item" },
  abuseReport: {
    subject: "A new report to review",
    body: "{{reporter}} reported {{kind}} with this reason:",
    action: "Open the reports",
    kinds: {
      member: "a member",
      activity: "a post",
      reply: "a reply",
      chat_message: "a chat message",
      message: "a message",
    },
  },
  joinRequest: {
    subject: "Join request for {{group}}",
    body: "{{member}} asks to join {{group}}.",
    action: "Review the request",
  },
  joinApproved: {
    subject: "Welcome to {{group}}",
    body: "Your request to join {{group}} was approved.",
    action: "Open the group",
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
  taskNotification: {
    assignedSubject: "{{from}} assigned you a task: {{title}}",
    assignedBody: "{{from}} assigned you a task in {{network}}:",
    acceptedSubject: "{{from}} accepted your task: {{title}}",
    acceptedBody: "{{from}} accepted a task you created in {{network}}:",
    declinedSubject: "{{from}} declined your task: {{title}}",
    declinedBody: "{{from}} declined a task you created in {{network}}:",
    action: "Open the task",
  },
  push: {
    mention: "{{from}} mentioned you",
    directMessage: "New message from {{from}}",
    chatMessage: "{{from}} wrote in the chat",
    invitation: "{{from}} invited you",
    taskAssigned: "{{from}} assigned you a task",
    taskAccepted: "{{from}} accepted your task",
    taskDeclined: "{{from}} declined your task",
    open: "Open it in {{network}}",
  },
  birthday: {
    subject: "Happy birthday!",
    body: "all of us wish you a happy birthday.",
  },
  joinConfirmation: {
    subject: "Confirm your e-mail address for {{network}}",
    body: "you asked to join {{network}}. To confirm your e-mail address, open this link within 24 hours:",
    action: "Confirm my address",
    ignore: "If it was not you, ignore this mail; no account is made.",
    pending: "After you confirm, an administrator looks at your application; you hear from us by mail.",
  },
  joinApplication: {
    subject: "{{name}} asks to join {{network}}",
    body: "{{name}} ({{email}}) confirmed their address and asks to join {{network}}.",
    action: "Open the applications",
  },
  joinAccepted: {
    subject: "Welcome to {{network}}",
    body: "your application to join {{network}} was accepted. You can sign in now.",
    action: "Sign in",
  },
  joinDeclined: {
    subject: "Your application to {{network}}",
    body: "your application to join {{network}} was declined.",
  },
  exports: {
    /** Folder names in zips and exports: the top folders and the activity-stream folder are stored in English. */
    folders: {
      network: "Files",
      group: "{{group}} – Files",
      activityStream: "Activity stream",
    },
    inventory: {
      sheet: "Inventory",
      path: "Path",
      name: "Name",
      size: "Size (bytes)",
      version: "Version",
      author: "Author",
      updatedAt: "Updated at",
    },
    attendees: {
      sheet: "Attendees",
      firstName: "First name",
      lastName: "Last name",
      email: "E-mail",
      status: "Status",
      accepted: "Accepted",
      declined: "Declined",
      open: "Open",
    },
  },
  mailings: {
    digestSubject: "Your weekly digest of {{network}}",
    dailySubject: "Today in {{network}}",
    digestIntro: "here is what happened in {{network}} that you may read.",
    newActivities: "New activities",
    networkLevel: "Network",
    comments_one: "{{count}} comment",
    comments_other: "{{count}} comments",
    upcomingAppointments: "Upcoming appointments",
    open: "Open {{network}}",
    newsletterSubject: "Newsletter of {{network}}",
    newsletterEmpty: "Nothing new this time.",
    disclaimer: "You receive this newsletter as a member of {{network}}.",
    unsubscribe: "Unsubscribe from the newsletter",
    unsubscribeDigest: "Unsubscribe from these mails",
    settings: "Notification settings",
  },
};

/** The shape every language must fill. */
export type MailTexts = typeof mailEn;
