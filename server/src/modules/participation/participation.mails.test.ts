import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { as, calendar, member } from "../../../test/factories.js";
import type { App } from "../../app.js";
import { outboxMails } from "../mail/mail.schema.js";

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});

const mailTo = async (email: string, subject: string) =>
  (await app.ctx.db.select().from(outboxMails)).find((m) => m.to === email && m.subject.endsWith(subject));

describe("dates in appointment mails", () => {
  it("writes the time in each recipient's zone and language, as the web writes it", async () => {
    const owner = await member(app, { timeZone: "Europe/Berlin" });
    const berliner = await member(app, { language: "de", timeZone: "Europe/Berlin" });
    const newYorker = await member(app, { language: "en", timeZone: "America/New_York" });
    const calendarId = await calendar(app, owner, { name: "Board" });
    const client = await as(app, owner);
    const created = await client.post("/appointments", {
      appointment: {
        name: "Budget review",
        calendar_ids: [calendarId],
        time_zone: "Europe/Berlin",
        date: { start: "2036-11-28T09:05", end: "2036-11-28T10:00", all_day: false },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json() as { id: string };
    const added = await client.post(`/appointments/${id}/participants`, {
      participant: { membership_ids: [berliner.id, newYorker.id], send_email_notification: true },
    });
    expect(added.statusCode, added.body).toBe(201);

    const german = await mailTo(berliner.email, "Budget review");
    expect(german?.text).toContain("28.11.2036 09:05 (Europe/Berlin)");
    const english = await mailTo(newYorker.email, "Budget review");
    expect(english?.text).toContain("28/11/2036 03:05 (America/New_York)");
    expect(english?.html).toContain("28/11/2036 03:05 (America/New_York)");
  });
});
