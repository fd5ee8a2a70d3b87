import { Action, MemberText, Paragraph } from "../../mail/blocks.js";
import { defineMail } from "../../mail/template.js";

/** To each invitee of POST …/invites, with the inviter's note. */
export const groupInviteMail = defineMail<{ inviter: string; group: string; note: string | null; link: string }>({
  subject: ({ group }, { t }) => t("groupInvite.subject", { group }),
  body: ({ inviter, group, note, link }, { t }) => (
    <>
      <Paragraph>{t("groupInvite.body", { inviter, group })}</Paragraph>
      {note ? <MemberText text={note} /> : null}
      <Action href={link}>{t("groupInvite.action")}</Action>
    </>
  ),
});

/** To the group's administrators when someone asks to join a moderated group, with a link to the open requests. */
export const joinRequestMail = defineMail<{ member: string; group: string; link: string }>({
  subject: ({ group }, { t }) => t("joinRequest.subject", { group }),
  body: ({ member, group, link }, { t }) => (
    <>
      <Paragraph>{t("joinRequest.body", { member, group })}</Paragraph>
      <Action href={link}>{t("joinRequest.action")}</Action>
    </>
  ),
});

/** With a link to the group the member now belongs to. */
export const joinApprovedMail = defineMail<{ group: string; link: string }>({
  subject: ({ group }, { t }) => t("joinApproved.subject", { group }),
  body: ({ group, link }, { t }) => (
    <>
      <Paragraph>{t("joinApproved.body", { group })}</Paragraph>
      <Action href={link}>{t("joinApproved.action")}</Action>
    </>
  ),
});

/** With the administrator's reason, when they gave one. */
export const joinRejectedMail = defineMail<{ group: string; message: string | null }>({
  subject: ({ group }, { t }) => t("joinRejected.subject", { group }),
  body: ({ group, message }, { t }) => (
    <>
      <Paragraph>{t("joinRejected.body", { group })}</Paragraph>
      {message ? <MemberText text={message} /> : null}
    </>
  ),
});
