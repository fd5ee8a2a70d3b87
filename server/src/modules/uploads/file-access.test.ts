import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { admin, anonymous, as, type Client, calendar, group, member, upload } from "../../../test/factories.js";
import type { App } from "../../app.js";
import { appointments } from "../calendar/calendar.schema.js";
import type { MemberRow } from "../members/members.schema.js";

// Who may fetch a stored file is decided by what it is attached to (issue 11, item 5): probed as the
// uploader, a reader of what it is attached to, another member, an external guest and a visitor.

let app: App;
let owner: MemberRow;
let asOwner: Client;
let asOther: Client;
let asGuest: Client;
let asAdmin: Client;
const visitor = () => anonymous(app);

const png = () =>
  sharp({ create: { width: 300, height: 200, channels: 3, background: "#aa3366" } })
    .png()
    .toBuffer();

async function image(client: Client) {
  const res = await upload(client, "images", { name: "photo.png", type: "image/png", data: await png() });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string };
}

/** Every route that serves a stored image. */
const imageUrls = (id: string) => [
  `/api/storage/images/${id}`,
  `/api/storage/images/${id}/preview`,
  `/api/storage/images/${id}/get/200x200`,
  `/api/storage/images/${id}/get/435x435`,
];

async function expectStatus(client: Client, id: string, status: number) {
  for (const url of imageUrls(id)) {
    expect((await client.get(url, { accept: "image/*" })).statusCode, `${url} as ${client.member?.email}`).toBe(status);
  }
}

/** The other member, the external guest and the visitor may not fetch it (404, 404, 401). */
async function expectHiddenFromOutsiders(id: string) {
  await expectStatus(asOther, id, 404);
  await expectStatus(asGuest, id, 404);
  await expectStatus(visitor(), id, 401);
}

const appointment = (calendarId: string, over: Record<string, unknown>) => ({
  appointment: {
    name: "Dentist",
    calendar_ids: [calendarId],
    time_zone: "Europe/Berlin",
    date: { start: "2030-03-20T10:00", end: "2030-03-20T11:00", all_day: false },
    ...over,
  },
});

beforeAll(async () => {
  app = await createTestApp();
  owner = await member(app);
  asOwner = await as(app, owner);
  asOther = await as(app, await member(app));
  asGuest = await as(app, await member(app, { isExternal: true }));
  asAdmin = await as(app, await admin(app));
});

describe("stored files: access through what they are attached to", () => {
  it("keeps a published image attached to nothing its uploader's alone (deny default)", async () => {
    const img = await image(asOwner);
    expect((await asOwner.post("/api/storage/images/publish", { images: [img.id] })).statusCode).toBe(200);
    await expectStatus(asOwner, img.id, 200);
    await expectHiddenFromOutsiders(img.id);
    // Neither does being an administrator open it.
    await expectStatus(asAdmin, img.id, 404);
  });

  it("shows an appointment's event image in a personal calendar only to those who may read the appointment", async () => {
    const friend = await member(app);
    const personal = await calendar(app, owner, { type: "personal", shareWith: [friend] });
    const img = await image(asOwner);
    const res = await asOwner.post("/appointments", appointment(personal, { event_image_id: img.id }));
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    expect(created.event_image).toEqual({ id: img.id, large_thumb: `/api/storage/images/${img.id}/get/435x435` });
    await expectStatus(asOwner, img.id, 200);
    await expectStatus(await as(app, friend), img.id, 200);
    // The appointment itself is 404 for them; so is its image.
    expect((await asOther.get(`/appointments/${created.id}`)).statusCode).toBe(404);
    expect((await asGuest.get(`/appointments/${created.id}`)).statusCode).toBe(404);
    await expectHiddenFromOutsiders(img.id);
  });

  it("shows an image sent in a direct message only to the message's parties", async () => {
    const recipient = await member(app);
    const img = await image(asOwner);
    const res = await asOwner.post("/api/v1/messages", {
      to: [recipient.id],
      subject: "Holiday",
      content: "<p>see the photo</p>",
      attachments: [img.id],
    });
    expect(res.statusCode, res.body).toBe(201);
    await expectStatus(await as(app, recipient), img.id, 200);
    expect((await asOther.get(`/api/v1/messages/${res.json().id}`)).statusCode).toBe(404);
    await expectHiddenFromOutsiders(img.id);
  });

  it("shows a profile picture to every member, the external guest too, and not to visitors", async () => {
    const img = await image(asOwner);
    expect((await asOwner.put(`/members/${owner.id}`, { member: { avatar_image_id: img.id } })).statusCode).toBe(200);
    await expectStatus(asOther, img.id, 200);
    await expectStatus(asGuest, img.id, 200);
    await expectStatus(visitor(), img.id, 401);
  });

  it("shows a group's picture to those who may see the group, not a hidden group's to outsiders", async () => {
    const groupAdmin = await admin(app);
    const insider = await member(app);
    const client = await as(app, groupAdmin);
    const img = await image(client);
    const hidden = await group(app, { access: "hidden", admin: groupAdmin, members: [insider] });
    const res = await client.put(`/groups/${hidden.slug}`, { group: { profile_image_id: img.id } });
    expect(res.statusCode, res.body).toBe(200);
    await expectStatus(await as(app, insider), img.id, 200);
    await expectHiddenFromOutsiders(img.id);

    const openImage = await image(client);
    const open = await group(app, { access: "open", admin: groupAdmin });
    expect((await client.put(`/groups/${open.slug}`, { group: { profile_image_id: openImage.id } })).statusCode).toBe(
      200,
    );
    await expectStatus(asOther, openImage.id, 200);
  });

  it("shows only platform images in an appointment description, readable by whoever reads the appointment", async () => {
    const friend = await member(app);
    const asFriend = await as(app, friend);
    const personal = await calendar(app, owner, { type: "personal", shareWith: [friend] });
    const img = await image(asOwner);
    const stored = `/api/storage/images/${img.id}/get/435x435`;
    const description = `<p>Map<img src="${stored}" alt="map"><img src="https://tracker.example/pixel.gif?u=1"><img src="//tracker.example/p.png" srcset="https://tracker.example/p.png 2x"></p>`;
    const res = await asOwner.post("/appointments", appointment(personal, { description }));
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    const expected = `<p>Map<img src="${stored}" alt="map" /></p>`;
    expect(created.description).toBe(expected);
    const read = (await asFriend.get(`/appointments/${created.id}`)).json();
    expect(read.description_rendered).toBe(expected);
    expect(read.description_rendered).not.toContain("tracker");
    await expectStatus(asFriend, img.id, 200);
    await expectHiddenFromOutsiders(img.id);

    // Saving it again keeps the image (it is already the appointment's).
    const kept = await asOwner.put(
      `/appointments/${created.id}`,
      appointment(personal, { name: "Renamed", description: created.description }),
    );
    expect(kept.statusCode, kept.body).toBe(200);
    await expectStatus(asFriend, img.id, 200);

    // Nobody can open another member's image by showing it in their own description.
    const own = await calendar(app, friend, { type: "personal" });
    const stolen = await asFriend.post(
      "/appointments",
      appointment(own, { description: `<img src="/api/storage/images/${img.id}">` }),
    );
    expect(stolen.statusCode).toBe(422);
    expect(stolen.json().codes.description).toEqual(["not_an_image"]);
  });

  it("drops a remote image from a description stored before the allowlist, when it is read", async () => {
    const personal = await calendar(app, owner, { type: "personal" });
    const created = (await asOwner.post("/appointments", appointment(personal, { description: "<p>x</p>" }))).json();
    await app.ctx.db
      .update(appointments)
      .set({ description: '<p>x<img src="https://tracker.example/pixel.gif"></p>' })
      .where(eq(appointments.id, created.id));
    const read = (await asOwner.get(`/appointments/${created.id}`)).json();
    expect(read.description_rendered).toBe("<p>x</p>");
  });
});
