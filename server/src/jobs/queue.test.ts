import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../test/app.js";
import { docxOf } from "../../test/document-fixtures.js";
import { as, group, member, upload } from "../../test/factories.js";
import { rootFolder } from "../../test/files-helpers.js";
import type { App } from "../app.js";

// The other tests run jobs inline, as they are sent; these run the app's own jobs through the real
// pg-boss queue, where a job runs later, in its own connection, and sees only what was committed.
let app: App;
beforeAll(async () => {
  app = await createTestApp({}, { jobs: "pg-boss" });
});

/** Polls until read() answers something, as a queued job finishes a while after the request. */
async function eventually<T>(read: () => Promise<T | undefined>): Promise<T> {
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe("jobs through pg-boss", () => {
  it("fans a group message out after it is committed, then notifies by mail through two more jobs", async () => {
    const a = await member(app);
    const b = await member(app);
    const g = await group(app, { members: [a, b] });
    const asA = await as(app, a);
    const asB = await as(app, b);

    const res = await asA.post("/api/v1/messages", { to_group: [g.id], subject: "Queued", content: "<p>x</p>" });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id as string;

    // The fan-out job reads the message back: sent before the commit, it would find none and deliver nothing.
    const delivered = await eventually(async () => {
      const { messages } = (await asB.get("/api/v1/messages")).json() as { messages: { id: string }[] };
      return messages.find((m) => m.id === id);
    });
    expect(delivered.id).toBe(id);
    // Then the notify job queues the mail, and the mail.deliver job writes it to the outbox.
    const mail = await eventually(async () => {
      const { rows } = await app.ctx.database.executeSql('select subject from outbox_mails where "to" = $1', [b.email]);
      return rows[0] as { subject: string } | undefined;
    });
    expect(mail.subject).toContain("Queued");
    const { rows: failed } = await app.ctx.database.executeSql(
      "select name from pgboss.job where state in ('retry', 'failed')",
      [],
    );
    expect(failed).toEqual([]);
  });

  it("reads an uploaded document's text in the files.extract_text job, after the request, for the search", async () => {
    const asA = await as(app, await member(app));
    const data = await docxOf("The harbour pilot schedule");
    const up = await upload(asA, "files", {
      name: "Rota.docx",
      type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      data,
    });
    const root = await rootFolder(asA);
    const res = await asA.post("/api/v1/files", { files: [up.json().id], folder_ids: [root.id] });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().files[0].id as string;
    const hit = await eventually(async () => {
      const { files } = (await asA.get("/search.json?q=pilot&module=files")).json();
      return files.hits[0] as { id: string; highlight: string } | undefined;
    });
    expect(hit).toMatchObject({ id, highlight: "The harbour <mark>pilot</mark> schedule" });
    // The queue marks the job completed after its handler has written the text: a moment after the search finds it.
    const state = await eventually(async () => {
      const { rows } = await app.ctx.database.executeSql(
        "select state::text as state from pgboss.job where name = 'files.extract_text' order by created_on desc limit 1",
        [],
      );
      const now = (rows as { state: string }[])[0]?.state;
      return now === undefined || ["created", "retry", "active"].includes(now) ? undefined : now;
    });
    expect(state).toBe("completed");
  });
});
