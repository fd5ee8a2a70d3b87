import { Action, Paragraph, RichText } from "../../mail/blocks.js";
import { defineMail } from "../../mail/template.js";

/** To each recipient of a message; the body only when the network allows it in notifications. */
export const messageNotificationMail = defineMail<{
  from: string;
  subject: string | null;
  /** The message's sanitized HTML, or null when the network keeps bodies out of mails. */
  html: string | null;
  link: string;
}>({
  subject: ({ from, subject }, { t }) =>
    subject ? t("messageNotification.subject", { from, subject }) : t("messageNotification.subjectWithout", { from }),
  body: ({ from, subject, html, link }, { t, brand }) => (
    <>
      <Paragraph>{t("messageNotification.body", { from, network: brand.name })}</Paragraph>
      {subject ? (
        <Paragraph>
          <strong>{subject}</strong>
        </Paragraph>
      ) : null}
      {html ? <RichText kind="message" html={html} /> : null}
      <Action href={link}>{t("messageNotification.action")}</Action>
    </>
  ),
});
