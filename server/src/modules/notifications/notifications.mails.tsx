import { Action, MemberText, Paragraph } from "../../mail/blocks.js";
import { defineMail } from "../../mail/template.js";

/** To a member mentioned in an activity, when their `email_notifications` setting is on. */
export const mentionMail = defineMail<{ from: string; excerpt: string; link: string }>({
  subject: ({ from }, { t }) => t("mentionNotification.subject", { from }),
  body: ({ from, excerpt, link }, { t, brand }) => (
    <>
      <Paragraph>{t("mentionNotification.body", { from, network: brand.name })}</Paragraph>
      {excerpt ? <MemberText text={excerpt} /> : null}
      <Action href={link}>{t("mentionNotification.action")}</Action>
    </>
  ),
});
