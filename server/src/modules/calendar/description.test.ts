import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { as, calendar, member } from "../../../test/factories.js";
import type { App } from "../../app.js";

const MENTION =
  '<span data-type="mention" class="mention" data-id="m1" data-label="Ann Lee" data-mention-suggestion-char="@">@Ann Lee</span>';

describe("appointment descriptions", () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });

  it("show on read the images and mentions the write policy kept, never script or handlers", async () => {
    const owner = await member(app);
    const client = await as(app, owner);
    const cal = await calendar(app, owner, { name: "Rich" });
    const description = `<p onclick="x()">Ask ${MENTION}<script>alert(1)</script></p><p><img src="https://example.test/plan.png" alt="Plan" onerror="alert(2)"></p>`;
    const created = await client.post("/appointments", {
      appointment: {
        name: "Rich text",
        description,
        calendar_ids: [cal],
        time_zone: "Europe/Berlin",
        date: { start: "2026-07-01T18:00", end: "2026-07-01T19:00", all_day: false },
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const shown = (await client.get(`/appointments/${created.json().id}`)).json();
    for (const html of [shown.description, shown.description_rendered]) {
      expect(html).toContain(MENTION);
      expect(html).toContain('<img src="https://example.test/plan.png" alt="Plan" />');
      expect(html).not.toMatch(/script|onerror|onclick/);
    }
    expect(shown.description_rendered).toBe(shown.description);
    // The iCalendar export carries the same description as text: the mention's label, no markup.
    const ics = (await client.get(`/appointments/${created.json().id}.ics`)).body;
    expect(ics).toContain("DESCRIPTION:Ask @Ann Lee");
    expect(ics).not.toMatch(/<span|<img|alert/);
  });
});
