import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { as, calendar, member, upload } from "../../../test/factories.js";
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
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#123456" } })
      .png()
      .toBuffer();
    const image = (await upload(client, "images", { name: "plan.png", type: "image/png", data: png })).json();
    const src = `/api/storage/images/${image.id}/get/435x435`;
    // Only images stored by the platform are kept; a remote one (a tracking pixel) is dropped.
    const description = `<p onclick="x()">Ask ${MENTION}<script>alert(1)</script></p><p><img src="${src}" alt="Plan" onerror="alert(2)"><img src="https://example.test/plan.png"></p>`;
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
      expect(html).toContain(`<img src="${src}" alt="Plan" /></p>`);
      expect(html).not.toMatch(/script|onerror|onclick|example\.test/);
    }
    expect(shown.description_rendered).toBe(shown.description);
    // The iCalendar export carries the same description as text: the mention's label, no markup.
    const ics = (await client.get(`/appointments/${created.json().id}.ics`)).body;
    expect(ics).toContain("DESCRIPTION:Ask @Ann Lee");
    expect(ics).not.toMatch(/<span|<img|alert/);
  });
});
