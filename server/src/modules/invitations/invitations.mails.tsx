import { Action, MemberText, Paragraph } from "../../mail/blocks.js";
import { defineMail } from "../../mail/template.js";

/**
 * An invitation by e-mail: the inviter's subject and text, and the single-use link to the sign-up page. The recipient
 * is no member yet: the footer says they were invited.
 */
export const externalInviteMail = defineMail<{ subject: string; body: string; link: string; days: number }>({
  subject: ({ subject }) => subject,
  body: ({ body, link, days }, { t }) => (
    <>
      <MemberText text={body} quoted={false} />
      <Action href={link}>{t("externalInvite.action")}</Action>
      <Paragraph>{t("externalInvite.validity", { days })}</Paragraph>
    </>
  ),
  footer: (_props, { t, brand }) => t("externalInvite.footer", { network: brand.name }),
});
