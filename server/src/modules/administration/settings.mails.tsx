import { MemberText, Paragraph } from "../../mail/blocks.js";
import { defineMail } from "../../mail/template.js";

/**
 * The birthday mail (administration §3 birthday_emails): the administrators' image, subject and text, else the
 * defaults. The test mail and the mailings' birthday job both send it.
 */
export const birthdayMail = defineMail<{
  firstName: string;
  subject: string | null;
  text: string | null;
  imageUrl?: string | null;
}>({
  subject: ({ subject }, { t }) => subject ?? t("birthday.subject"),
  body: ({ firstName, text, imageUrl }, { t }) => (
    <>
      {imageUrl ? (
        <img src={imageUrl} alt="" width="512" style={{ maxWidth: "100%", height: "auto", margin: "0 0 14px" }} />
      ) : null}
      <Paragraph>{t("layout.greeting", { name: firstName })}</Paragraph>
      {text ? <MemberText text={text} quoted={false} /> : <Paragraph>{t("birthday.body")}</Paragraph>}
    </>
  ),
});
