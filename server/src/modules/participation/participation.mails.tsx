import { Action, LinkLine, MemberText, Paragraph } from "../../mail/blocks.js";
import { defineMail, type MailContext } from "../../mail/template.js";

type When = { name: string; startsAt: string; timeZone: string };

/** When it takes place, in the recipient's zone (the appointment's for an address without a member), named. */
const when = (p: When, c: MailContext) => {
  const zone = c.timeZone ?? p.timeZone;
  return { when: c.dateTime(p.startsAt, zone), timeZone: zone };
};

/** One per open invite, with links that answer it from the invites page. */
export const appointmentInviteMail = defineMail<
  When & { inviter: string | null; acceptUrl: string; declineUrl: string; detailsUrl: string }
>({
  subject: ({ name }, { t }) => t("appointmentInvite.subject", { name }),
  body: (p, c) => (
    <>
      <Paragraph>
        {c.t("appointmentInvite.body", {
          inviter: p.inviter ?? c.t("appointmentInvite.someone"),
          name: p.name,
          ...when(p, c),
        })}
      </Paragraph>
      <Action href={p.acceptUrl}>{c.t("appointmentInvite.accept")}</Action>
      <LinkLine href={p.declineUrl}>{c.t("appointmentInvite.decline")}</LinkLine>
      <LinkLine href={p.detailsUrl}>{c.t("appointmentInvite.details")}</LinkLine>
    </>
  ),
});

/** To the participants who have not declined, when the appointment's time or place changed. */
export const appointmentChangedMail = defineMail<When & { detailsUrl: string }>({
  subject: ({ name }, { t }) => t("appointmentChanged.subject", { name }),
  body: (p, c) => (
    <>
      <Paragraph>{c.t("appointmentChanged.body", { name: p.name, ...when(p, c) })}</Paragraph>
      <Action href={p.detailsUrl}>{c.t("appointmentChanged.details")}</Action>
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
