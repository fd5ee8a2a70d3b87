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
};
export type AdministrationMessages = typeof administrationEn;
