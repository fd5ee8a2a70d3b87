import nodemailer from "nodemailer";
import type { Db } from "../db/client.js";
import type { Jobs } from "../jobs/jobs.js";
import { outboxMails } from "../modules/mail/mail.schema.js";

export type Mail = { to: string; subject: string; text: string; html?: string };

/** Sends mail through a job so a slow or failing relay never blocks a request. */
export interface Mailer {
  /** Queues a mail; it is delivered by the mail.deliver job. */
  send(mail: Mail): Promise<void>;
}

type Transport = (mail: Mail) => Promise<void>;

function smtpTransport(url: string, from: string): Transport {
  const transporter = nodemailer.createTransport(url);
  return async (mail) => {
    await transporter.sendMail({ from, ...mail });
  };
}

/** Without SMTP, mail lands in the outbox table that administrators can read in the app. */
function outboxTransport(db: Db): Transport {
  return async (mail) => {
    await db.insert(outboxMails).values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
  };
}

export function createMailer(opts: { smtpUrl?: string; from: string; db: Db; jobs: Jobs }): Mailer {
  const deliver = opts.smtpUrl ? smtpTransport(opts.smtpUrl, opts.from) : outboxTransport(opts.db);
  opts.jobs.register<Mail>("mail.deliver", deliver);
  return { send: (mail) => opts.jobs.send("mail.deliver", mail) };
}
