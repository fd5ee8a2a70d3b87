import { Action, MemberText, Paragraph } from "../../mail/blocks.js";
import { defineMail } from "../../mail/template.js";

/** The single-use link of POST /users: the address is confirmed when it is opened. */
export const joinConfirmationMail = defineMail<{ firstName: string; link: string; moderated: boolean }>({
  subject: (_, { t, brand }) => t("joinConfirmation.subject", { network: brand.name }),
  body: ({ firstName, link, moderated }, { t, brand }) => (
    <>
      <Paragraph>{t("layout.greeting", { name: firstName })}</Paragraph>
      <Paragraph>{t("joinConfirmation.body", { network: brand.name })}</Paragraph>
      <Action href={link}>{t("joinConfirmation.action")}</Action>
      {moderated ? <Paragraph>{t("joinConfirmation.pending")}</Paragraph> : null}
      <Paragraph>{t("joinConfirmation.ignore")}</Paragraph>
    </>
  ),
});

/** To each administrator: someone confirmed their address and asks to join a moderated network. */
export const joinApplicationMail = defineMail<{ adminName: string; name: string; email: string; link: string }>({
  subject: ({ name }, { t, brand }) => t("joinApplication.subject", { name, network: brand.name }),
  body: ({ adminName, name, email, link }, { t, brand }) => (
    <>
      <Paragraph>{t("layout.greeting", { name: adminName })}</Paragraph>
      <Paragraph>{t("joinApplication.body", { name, email, network: brand.name })}</Paragraph>
      <Action href={link}>{t("joinApplication.action")}</Action>
    </>
  ),
});

export const joinAcceptedMail = defineMail<{ firstName: string; link: string }>({
  subject: (_, { t, brand }) => t("joinAccepted.subject", { network: brand.name }),
  body: ({ firstName, link }, { t, brand }) => (
    <>
      <Paragraph>{t("layout.greeting", { name: firstName })}</Paragraph>
      <Paragraph>{t("joinAccepted.body", { network: brand.name })}</Paragraph>
      <Action href={link}>{t("joinAccepted.action")}</Action>
    </>
  ),
});

export const joinDeclinedMail = defineMail<{ firstName: string; message: string | null }>({
  subject: (_, { t, brand }) => t("joinDeclined.subject", { network: brand.name }),
  body: ({ firstName, message }, { t, brand }) => (
    <>
      <Paragraph>{t("layout.greeting", { name: firstName })}</Paragraph>
      <Paragraph>{t("joinDeclined.body", { network: brand.name })}</Paragraph>
      {message ? <MemberText text={message} /> : null}
    </>
  ),
});
