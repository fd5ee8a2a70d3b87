import { Action, LinkLine, MemberText, Paragraph } from "../../mail/blocks.js";
import { defineMail } from "../../mail/template.js";

type When = { name: string; startsAt: string; timeZone: string };

/** One per open invite, with links that answer it from the invites page. */
export const appointmentInviteMail = defineMail<
  When & { inviter: string | null; acceptUrl: string; declineUrl: string; detailsUrl: string }
>({
  subject: ({ name }, { t }) => t("appointmentInvite.subject", { name }),
  body: (p, { t, dateTime }) => (
    <>
      <Paragraph>
        {t("appointmentInvite.body", {
          inviter: p.inviter ?? t("appointmentInvite.someone"),
          name: p.name,
          when: dateTime(p.startsAt),
          timeZone: p.timeZone,
        })}
      </Paragraph>
      <Action href={p.acceptUrl}>{t("appointmentInvite.accept")}</Action>
      <LinkLine href={p.declineUrl}>{t("appointmentInvite.decline")}</LinkLine>
      <LinkLine href={p.detailsUrl}>{t("appointmentInvite.details")}</LinkLine>
    </>
  ),
});

/** To the participants who have not declined, when the appointment's time or place changed. */
export const appointmentChangedMail = defineMail<When & { detailsUrl: string }>({
  subject: ({ name }, { t }) => t("appointmentChanged.subject", { name }),
  body: (p, { t, dateTime }) => (
    <>
      <Paragraph>
        {t("appointmentChanged.body", { name: p.name, when: dateTime(p.startsAt), timeZone: p.timeZone })}
      </Paragraph>
      <Action href={p.detailsUrl}>{t("appointmentChanged.details")}</Action>
    </>
  ),
});

/** POST …/contact: the organiser's own subject and text, signed with who wrote it about what. */
export const attendeesContactMail = defineMail<{
  subject: string;
  text: string;
  author: string;
  name: string;
  detailsUrl: string;
}>({
  subject: ({ subject }) => subject,
  body: (p, { t }) => (
    <>
      <MemberText text={p.text} quoted={false} />
      <Paragraph>{t("attendeesContact.about", { author: p.author, name: p.name })}</Paragraph>
      <LinkLine href={p.detailsUrl}>{t("attendeesContact.details")}</LinkLine>
    </>
  ),
});
