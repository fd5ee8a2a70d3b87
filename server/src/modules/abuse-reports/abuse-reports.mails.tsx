import type { AbuseSubjectType } from "@intranet/contracts";
import { Action, MemberText, Paragraph } from "../../mail/blocks.js";
import { defineMail } from "../../mail/template.js";

/** To each network administrator when a member files a report: who, about what kind of thing, why, and where to decide. */
export const abuseReportMail = defineMail<{ reporter: string; kind: AbuseSubjectType; reason: string; link: string }>({
  subject: (_p, { t }) => t("abuseReport.subject"),
  body: ({ reporter, kind, reason, link }, { t }) => (
    <>
      <Paragraph>{t("abuseReport.body", { reporter, kind: t(`abuseReport.kinds.${kind}`) })}</Paragraph>
      <MemberText text={reason} />
      <Action href={link}>{t("abuseReport.action")}</Action>
    </>
  ),
});
