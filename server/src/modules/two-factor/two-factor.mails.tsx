import { Paragraph } from "../../mail/blocks.js";
import { defineMail } from "../../mail/template.js";

/** The code of the e-mail factor, when it is set up and at each sign-in. */
export const signInCodeMail = defineMail<{ firstName: string; code: string }>({
  subject: (_, { t }) => t("signInCode.subject"),
  body: ({ firstName, code }, { t }) => (
    <>
      <Paragraph>{t("layout.greeting", { name: firstName })}</Paragraph>
      <Paragraph>{t("signInCode.body", { code })}</Paragraph>
      <Paragraph>{t("signInCode.warning")}</Paragraph>
    </>
  ),
});
