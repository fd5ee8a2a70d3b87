import nodemailer from "nodemailer";
import type { Db } from "../db/client.js";
import type { Jobs } from "../jobs/jobs.js";
import { outboxMails } from "../modules/mail/mail.schema.js";
import type { FileStore } from "../modules/storage/file-store.js";

/** A stored file sent along; only its key travels through the job queue, the bytes are read at delivery. */
export type MailAttachment = { filename: string; storageKey: string; contentType: string };

export type Mail = { to: string; subject: string; text: string; html?: string; attachments?: MailAttachment[] };

/** Sends mail through a job so a slow or failing relay never blocks a request. */
export interface Mailer {
  /** Queues a mail; it is delivered by the mail.deliver job. */
  send(mail: Mail): Promise<void>;
}

type Transport = (mail: Mail) => Promise<void>;

function smtpTransport(url: string, from: string, files: FileStore): Transport {
  const transporter = nodemailer.createTransport(url);
  return async ({ attachments, ...mail }) => {
    await transporter.sendMail({
      from,
      ...mail,
      attachments: attachments?.map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        content: files.read(a.storageKey),
      })),
    });
  };
}

/** Without SMTP, mail lands in the outbox table that administrators can read in the app. */
function outboxTransport(db: Db): Transport {
  return async (mail) => {
    await db.insert(outboxMails).values({
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      attachments: mail.attachments?.map((a) => a.filename) ?? [],
    });
  };
}

export function createMailer(opts: { smtpUrl?: string; from: string; db: Db; jobs: Jobs; files: FileStore }): Mailer {
  const deliver = opts.smtpUrl ? smtpTransport(opts.smtpUrl, opts.from, opts.files) : outboxTransport(opts.db);
  opts.jobs.register<Mail>("mail.deliver", deliver);
  return { send: (mail) => opts.jobs.send("mail.deliver", mail) };
}
