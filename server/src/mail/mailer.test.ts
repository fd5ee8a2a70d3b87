import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import Fastify from "fastify";
import { SMTPServer } from "smtp-server";
import { afterAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../test/app.js";
import { localBlobStore } from "../blobs/blob-store.js";
import { inlineJobs } from "../jobs/jobs.js";
import { deliverToOutbox } from "../modules/mail/mail.module.js";
import { outboxMails } from "../modules/mail/mail.schema.js";
import { createMailer } from "./mailer.js";

describe("mailer", () => {
  const received: string[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, _session, callback) {
      let data = "";
      stream.on("data", (chunk: Buffer) => {
        data += chunk.toString();
      });
      stream.on("end", () => {
        received.push(data);
        callback();
      });
    },
  });
  afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

  const files = localBlobStore(fs.mkdtempSync(path.join(os.tmpdir(), "mail-files-")));

  it("delivers through SMTP when SMTP_URL is set, with stored files attached", async () => {
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
    const { port } = smtp.server.address() as { port: number };
    const { database, drop } = await openTestDatabase();
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: "Intranet <no-reply@example.test>",
      jobs: inlineJobs(Fastify().log),
      blobs: files,
    });
    await files.write("files/ab/agenda", Readable.from(Buffer.from("agenda body")));
    await mailer.send({
      to: "someone@example.test",
      subject: "Hello over SMTP",
      text: "Body text",
      html: "<p>Body <b>html</b></p>",
      attachments: [{ filename: "agenda.txt", storageKey: "files/ab/agenda", contentType: "text/plain" }],
    });
    expect(received).toHaveLength(1);
    expect(received[0]).toContain("Subject: Hello over SMTP");
    expect(received[0]).toContain("Body text");
    // Text and HTML travel as alternatives of one multipart mail, beside the attachment.
    expect(received[0]).toContain("multipart/alternative");
    expect(received[0]).toContain("Content-Type: text/plain");
    expect(received[0]).toContain("Content-Type: text/html");
    expect(received[0]).toContain("<p>Body <b>html</b></p>");
    expect(received[0]).toContain("filename=agenda.txt");
    expect(received[0]).toContain(Buffer.from("agenda body").toString("base64"));
    expect(await database.db.select().from(outboxMails)).toEqual([]);
    await drop();
  });

  it("writes to the development outbox without SMTP", async () => {
    const { database, drop } = await openTestDatabase();
    const jobs = inlineJobs(Fastify().log);
    deliverToOutbox(jobs, database.db);
    const mailer = createMailer({ from: "x@example.test", jobs, blobs: files });
    await mailer.send({
      to: "someone@example.test",
      subject: "Kept",
      text: "In the outbox",
      attachments: [{ filename: "agenda.txt", storageKey: "files/ab/agenda", contentType: "text/plain" }],
    });
    const rows = await database.db.select().from(outboxMails);
    expect(rows.map((r) => [r.to, r.subject, r.attachments])).toEqual([
      ["someone@example.test", "Kept", ["agenda.txt"]],
    ]);
    await drop();
  });
});
