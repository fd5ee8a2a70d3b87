import { Action, Paragraph } from "../../mail/blocks.js";
import { defineMail } from "../../mail/template.js";

/**
 * The welcome mail of a member an administrator created: with a single-use link to choose a password when the
 * administrator left that to the member, else a link to sign in.
 */
export const welcomeMail = defineMail<{ firstName: string; passwordLink: string | null; signInLink: string }>({
  subject: (_, { t, brand }) => t("welcome.subject", { network: brand.name }),
  body: ({ firstName, passwordLink, signInLink }, { t, brand }) => (
    <>
      <Paragraph>{t("layout.greeting", { name: firstName })}</Paragraph>
      <Paragraph>{t("welcome.body", { network: brand.name })}</Paragraph>
      {passwordLink ? (
        <>
          <Paragraph>{t("welcome.choose")}</Paragraph>
          <Action href={passwordLink}>{t("welcome.action")}</Action>
        </>
      ) : (
        <Action href={signInLink}>{t("welcome.signIn")}</Action>
      )}
    </>
  ),
});
