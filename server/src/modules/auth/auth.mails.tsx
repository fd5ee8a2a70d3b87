import { Action, Paragraph } from "../../mail/blocks.js";
import { defineMail } from "../../mail/template.js";

/** The single-use link of POST /users/password. */
export const passwordResetMail = defineMail<{ firstName: string; link: string }>({
  subject: (_, { t }) => t("passwordReset.subject"),
  body: ({ firstName, link }, { t }) => (
    <>
      <Paragraph>{t("layout.greeting", { name: firstName })}</Paragraph>
      <Paragraph>{t("passwordReset.body")}</Paragraph>
      <Action href={link}>{t("passwordReset.action")}</Action>
      <Paragraph>{t("passwordReset.ignore")}</Paragraph>
    </>
  ),
});
