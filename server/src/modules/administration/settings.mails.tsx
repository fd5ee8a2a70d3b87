import { MemberText, Paragraph } from "../../mail/blocks.js";
import { defineMail } from "../../mail/template.js";

/** The birthday mail (administration §3 birthday_emails): the administrators' subject and text, else the defaults. */
export const birthdayMail = defineMail<{ firstName: string; subject: string | null; text: string | null }>({
  subject: ({ subject }, { t }) => subject ?? t("birthday.subject"),
  body: ({ firstName, text }, { t }) => (
    <>
      <Paragraph>{t("layout.greeting", { name: firstName })}</Paragraph>
      {text ? <MemberText text={text} quoted={false} /> : <Paragraph>{t("birthday.body")}</Paragraph>}
    </>
  ),
});
