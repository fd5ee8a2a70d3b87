import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { formatDay } from "../../lib/dates.js";
import { Action, LinkLine, Paragraph } from "../../mail/blocks.js";
import { defineMail, type MailContext } from "../../mail/template.js";

export type DigestEntry = { id: string; groupName: string | null; text: string; replyCount: number; url: string };
/** A timed appointment's start (ISO 8601), or an all-day one's first and last day (YYYY-MM-DD). */
export type DigestAppointment = {
  id: string;
  name: string;
  url: string;
  when: { allDay: false; startsAt: string } | { allDay: true; firstDay: string; lastDay: string };
};

export type DigestProps = {
  kind: "weekly_digest" | "daily_activity";
  firstName: string;
  entries: DigestEntry[];
  appointments: DigestAppointment[];
  appointmentsPosition: "top" | "bottom";
  showComments: boolean;
  homeUrl: string;
  unsubscribeUrl: string;
  settingsUrl: string;
};

const small = { color: "#495057", fontSize: "13px", lineHeight: "19px", margin: "0 0 4px" };
const heading = { fontSize: "16px", fontWeight: 700, margin: "18px 0 8px" };

/** A timed appointment's start in the reader's zone; an all-day one's days, without a time. */
function when(w: DigestAppointment["when"], c: MailContext) {
  if (!w.allDay) return c.dateTime(w.startsAt);
  const first = formatDay(w.firstDay, c.language);
  return w.lastDay > w.firstDay ? `${first} – ${formatDay(w.lastDay, c.language)}` : first;
}

function Appointments({ items, c }: { items: DigestAppointment[]; c: MailContext }) {
  if (items.length === 0) return null;
  return (
    <Section>
      <Text style={heading}>{c.t("mailings.upcomingAppointments")}</Text>
      {items.map((a) => (
        <LinkLine key={a.id} href={a.url}>{`${when(a.when, c)} · ${a.name}`}</LinkLine>
      ))}
    </Section>
  );
}

/** The weekly digest and the daily activity mail: what the member may read, and the next appointments. */
export const digestMail = defineMail<DigestProps>({
  subject: (p, c) =>
    c.t(p.kind === "weekly_digest" ? "mailings.digestSubject" : "mailings.dailySubject", { network: c.brand.name }),
  body: (p, c) => (
    <>
      <Paragraph>{c.t("layout.greeting", { name: p.firstName })}</Paragraph>
      <Paragraph>{c.t("mailings.digestIntro", { network: c.brand.name })}</Paragraph>
      {p.appointmentsPosition === "top" ? <Appointments items={p.appointments} c={c} /> : null}
      {p.entries.length ? (
        <Section>
          <Text style={heading}>{c.t("mailings.newActivities")}</Text>
          {p.entries.map((e) => (
            <Section key={e.id} style={{ margin: "0 0 12px" }}>
              <Text style={{ ...small, fontWeight: 700 }}>{e.groupName ?? c.t("mailings.networkLevel")}</Text>
              <LinkLine href={e.url}>{e.text}</LinkLine>
              {p.showComments && e.replyCount > 0 ? (
                <Text style={small}>{c.t("mailings.comments", { count: e.replyCount })}</Text>
              ) : null}
            </Section>
          ))}
        </Section>
      ) : null}
      {p.appointmentsPosition === "bottom" ? <Appointments items={p.appointments} c={c} /> : null}
      <Action href={p.homeUrl}>{c.t("mailings.open", { network: c.brand.name })}</Action>
      <LinkLine href={p.settingsUrl}>{c.t("mailings.settings")}</LinkLine>
      <LinkLine href={p.unsubscribeUrl}>{c.t("mailings.unsubscribeDigest")}</LinkLine>
    </>
  ),
});

/**
 * The newsletter: the administrators' template (already cleaned, placeholders filled but the unsubscribe
 * address, which is `{{unsubscribe_url}}` so one rendering per language serves every member).
 */
export const newsletterMail = defineMail<{ html: string }>({
  subject: (_p, c) => c.t("mailings.newsletterSubject", { network: c.brand.name }),
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the template is cleaned by newsletterHtml's allowlist
  body: ({ html }) => <div dangerouslySetInnerHTML={{ __html: html }} />,
});
