/** The administration screens (so far the development outbox). */
export const administrationEn = {
  title: "Administration",
  intro: "What network administrators can manage here so far.",
  outbox: {
    title: "Development outbox",
    intro:
      "No SMTP server is configured (SMTP_URL), so every mail the network sends is kept here instead of being delivered.",
    count_one: "{{count}} mail",
    count_other: "{{count}} mails",
    to: "To {{to}}",
    sentAt: "Sent {{date}}",
    attachments: "Attachments: {{names}}",
    emptyTitle: "No mail has been sent yet",
    emptyText:
      "Mails appear here as soon as the network sends one: a password reset, an invitation or a message notification. With SMTP_URL set they go out over SMTP instead.",
    loadError: "The outbox could not be loaded.",
    html: "HTML",
    text: "Text",
    noHtml: "This mail has no HTML part.",
    htmlFrame: "HTML part of the mail {{subject}}",
  },
  streams: {
    title: "Activity streams",
    intro:
      "Besides the stream All activities, which every member reads, the network can have further streams. Members post into them and read each one on its own page.",
    new: "New stream",
    edit: "Edit",
    editTitle: "Edit {{name}}",
    delete: "Delete",
    deleteConfirm: "Delete the stream {{name}}? Its activities move to All activities.",
    deleted: "The stream {{name}} was deleted.",
    created: "The stream {{name}} was created.",
    saved: "The stream {{name}} was saved.",
    emptyTitle: "No further streams yet",
    emptyText: "Every activity is in All activities. Create a stream to give a topic its own place.",
    name: "Name",
    slug: "Address",
    slugHint: "Lowercase letters, digits and hyphens; the stream's page is /activitystreams/<address>.",
    description: "Description",
    position: "Position",
    positionHint: "Streams are listed by position, lowest first, then by name. Empty: after the last one.",
    save: "Save",
    cancel: "Cancel",
  },
  settings: {
    title: "Network settings",
    member: "Members",
    streamSubscriptions: "Members may subscribe to activity streams",
    streamSubscriptionsHint:
      "Each member chooses which streams show in their All activities. When off, All activities shows every stream.",
    save: "Save",
  },
};
export type AdministrationMessages = typeof administrationEn;
