import type { Transporter } from "nodemailer";
import type { BlobStore } from "../blobs/blob-store.js";
import type { Jobs } from "../jobs/jobs.js";

/** A stored file sent along; only its key travels through the job queue, the bytes are read at delivery. */
export type MailAttachment = { filename: string; storageKey: string; contentType: string };

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  /** Extra headers, such as List-Unsubscribe and List-Unsubscribe-Post of mailings. */
  headers?: Record<string, string>;
};

/** Sends mail through a job so a slow or failing relay never blocks a request. */
export interface Mailer {
  /** Queues a mail; it is delivered by the mail.deliver job. */
  send(mail: Mail): Promise<void>;
}

type Transport = (mail: Mail) => Promise<void>;

function smtpTransport(url: string, from: string, blobs: BlobStore): Transport {
  // nodemailer is loaded at the first delivery, not at every start.
  let transporter: Promise<Transporter> | null = null;
  return async ({ attachments, ...mail }) => {
    transporter ??= import("nodemailer").then(({ default: nodemailer }) => nodemailer.createTransport(url));
    await (await transporter).sendMail({
      from,
      ...mail,
      attachments: attachments?.map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        content: blobs.read(a.storageKey),
      })),
    });
  };
}

/** The job every mail goes through; without SMTP the mail module handles it with its outbox. */
export const DELIVER_JOB = "mail.deliver";

export function createMailer(opts: { smtpUrl?: string; from: string; jobs: Jobs; blobs: BlobStore }): Mailer {
  if (opts.smtpUrl) opts.jobs.register<Mail>(DELIVER_JOB, smtpTransport(opts.smtpUrl, opts.from, opts.blobs));
  return { send: (mail) => opts.jobs.send(DELIVER_JOB, mail) };
}
