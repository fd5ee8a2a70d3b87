import { z } from "zod";
import { id } from "./common.js";
import { DIGEST_TIMES } from "./network-settings.js";

/** Newsletter intervals (administration §9): weekly (mon to sun), semimonthly (two days 1-31), monthly (1-31). */
export const NEWSLETTER_INTERVALS = ["weekly", "semimonthly", "monthly"] as const;
export const WEEKDAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
/** The second day of a semimonthly newsletter when none is chosen. */
export const DEFAULT_SECOND_DAY = 15;

/** The placeholders a newsletter template carries: the content exactly once, the disclaimer at least once. */
export const NEWSLETTER_CONTENT_PLACEHOLDER = "{{content}}";
export const NEWSLETTER_DISCLAIMER_PLACEHOLDER = "{{disclaimer_and_settings}}";
export const NEWSLETTER_TEMPLATE_ERRORS = {
  contentMissing: "content missing",
  contentDuplicated: "content duplicated",
  disclaimerMissing: "disclaimer missing",
} as const;

const monthDay = z.number().int().min(1).max(31);
const digestTime = z.enum(DIGEST_TIMES);

/** Sending day: interval, day (a weekday for weekly, 1-31 otherwise), second_day, time, second_time. */
export const newsletterSending = z
  .object({
    interval: z.enum(NEWSLETTER_INTERVALS),
    day: z.union([z.enum(WEEKDAYS), monthDay]),
    second_day: monthDay.nullable(),
    time: digestTime,
    second_time: digestTime.nullable(),
  })
  .superRefine((s, issue) => {
    const weekly = s.interval === "weekly";
    if (weekly !== (typeof s.day === "string"))
      issue.addIssue({ code: "custom", path: ["day"], message: "is invalid" });
    if (s.interval === "semimonthly" && s.second_day === null)
      issue.addIssue({ code: "custom", path: ["second_day"], message: "can't be blank" });
  });
export type NewsletterSending = z.infer<typeof newsletterSending>;

/** Template fields: design (the editor's project data), body (the exported HTML), css, js, fonts. */
export const newsletterTemplate = z.object({
  design: z.string().max(2_000_000),
  body: z.string().max(1_000_000),
  css: z.string().max(200_000),
  js: z.string().max(1),
  fonts: z.array(z.string().max(200)).max(20),
});
export type NewsletterTemplate = z.infer<typeof newsletterTemplate>;

/** What a template lacks (or has twice), as the spec's messages: both may show together. */
export function newsletterTemplateErrors(body: string): string[] {
  const contents = body.split(NEWSLETTER_CONTENT_PLACEHOLDER).length - 1;
  const errors: string[] = [];
  if (contents === 0) errors.push(NEWSLETTER_TEMPLATE_ERRORS.contentMissing);
  if (contents > 1) errors.push(NEWSLETTER_TEMPLATE_ERRORS.contentDuplicated);
  if (!body.includes(NEWSLETTER_DISCLAIMER_PLACEHOLDER)) errors.push(NEWSLETTER_TEMPLATE_ERRORS.disclaimerMissing);
  return errors;
}

export const newsletterSettings = z.object({
  sending: newsletterSending,
  template: newsletterTemplate,
  /** The administrators' mail imprint is shown below every newsletter. */
  mail_imprint: z.string().nullable(),
});
export type NewsletterSettings = z.infer<typeof newsletterSettings>;
export const newsletterSettingsBody = z.object({ sending: newsletterSending, template: newsletterTemplate });

/** One entry of the next newsletter: a network activity of the stream `all`, in the administrators' order. */
export const upcomingActivity = z.object({
  id,
  title: z.string(),
  author: z.string().nullable(),
  created_at: z.string(),
});
export type UpcomingActivity = z.infer<typeof upcomingActivity>;
export const upcomingActivities = z.object({ entries: z.array(upcomingActivity) });
export const updateUpcomingActivitiesBody = z.object({ order: z.array(id).max(200) });

/** What an administrator may send right away (not in the spec: "send now", for the outbox and checks). */
export const MAILING_KINDS = ["newsletter", "weekly_digest", "daily_activity", "birthday"] as const;
export type MailingKind = (typeof MAILING_KINDS)[number];
export const sendNowBody = z.object({ kind: z.enum(MAILING_KINDS) });
export const sendNowResponse = z.object({ queued: z.number().int() });

export const unsubscribeParams = z.object({ token: z.string().min(10).max(300) });
export const unsubscribeResponse = z.object({ unsubscribed: z.boolean(), email: z.string() });
