import { Action, MemberText } from "../../mail/blocks.js";
import { defineMail } from "../../mail/template.js";

/** An app's e-mail integration: the subject and text its administrators wrote, filled from the item, and a link. */
export const appMail = defineMail<{ subject: string; text: string; link: string }>({
  subject: ({ subject }) => subject,
  body: ({ text, link }, { t }) => (
    <>
      <MemberText text={text} quoted={false} />
      <Action href={link}>{t("appItem.action")}</Action>
    </>
  ),
});
