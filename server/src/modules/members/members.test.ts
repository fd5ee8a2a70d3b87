import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { admin, anonymous, as, member, upload } from "../../../test/factories.js";
import type { App } from "../../app.js";
import { displayName } from "./member.presenter.js";

const png = () =>
  sharp({ create: { width: 300, height: 300, channels: 3, background: "#aa3355" } })
    .png()
    .toBuffer();

describe("members", () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });

  it("requires sign-in for search and profiles", async () => {
    const m = await member(app);
    expect((await anonymous(app).get("/members?q=Te")).statusCode).toBe(401);
    expect((await anonymous(app).get(`/members/${m.id}`)).statusCode).toBe(401);
  });

  it("finds members by the start of their names, without locked ones", async () => {
    const zara = await member(app, { firstName: "Zara", lastName: "Quill" });
    await member(app, { firstName: "Zara", lastName: "Locked" }).then(async (locked) => {
      const { members } = await import("./members.schema.js");
      const { eq } = await import("drizzle-orm");
      await app.ctx.db.update(members).set({ lockedAt: new Date() }).where(eq(members.id, locked.id));
    });
    const client = await as(app, await member(app));
    const res = await client.get("/members?q=zar%20qu");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        id: zara.id,
        displayName: "Zara Quill",
        images: { medium: null, large: null, "40x40@2": null },
        is_external: false,
        path: `/members/${zara.id}`,
      },
    ]);
    expect((await client.get("/members?q=z")).json()).toEqual([]);
    expect((await client.get("/members?q=%25%25")).json()).toEqual([]);
    expect((await client.get("/members?q=Zara")).json()).toHaveLength(1);
  });

  it("looks members up by ids in one request: in the order asked, unknown ones left out, at most 100 (else 400)", async () => {
    const [a, b] = [await member(app, { firstName: "Ida" }), await member(app, { firstName: "Bo" })];
    const client = await as(app, await member(app));
    const unknown = "0123456789abcdef01234567";
    const res = await client.get(`/members?ids=${b.id},${unknown},${a.id},${b.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((m: { id: string; displayName: string }) => [m.id, m.displayName])).toEqual([
      [b.id, displayName(b)],
      [a.id, displayName(a)],
    ]);
    expect((await client.get(`/members?ids=${a.id},nope`)).statusCode).toBe(400);
    const many = Array.from({ length: 101 }, (_, i) => i.toString(16).padStart(24, "0")).join(",");
    expect((await client.get(`/members?ids=${many}`)).statusCode).toBe(400);
    expect((await anonymous(app).get(`/members?ids=${a.id}`)).statusCode).toBe(401);
  });

  it("shows a profile without the e-mail address to other members", async () => {
    const m = await member(app);
    const other = await as(app, await member(app));
    const body = (await other.get(`/members/${m.id}`)).json();
    expect(body.email).toBeNull();
    expect(body.can).toMatchObject({ update_profile: false, update_registration: false });
    expect((await other.get("/members/0123456789abcdef01234567")).statusCode).toBe(404);
  });

  it("lets members edit their own profile and picture, administrators any, others none", async () => {
    const m = await member(app);
    const self = await as(app, m);
    const image = (await upload(self, "images", { name: "me.png", type: "image/png", data: await png() })).json();
    const res = await self.put(`/members/${m.id}`, {
      member: {
        first_name: "Renamed",
        profile: { position: "Chief Tester" },
        avatar_image_id: image.id,
        time_zone: "America/New_York",
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      first_name: "Renamed",
      time_zone: "America/New_York",
      profile: { position: "Chief Tester" },
      images: { medium: `/api/storage/images/${image.id}/get/200x200` },
    });
    const other = await as(app, await member(app));
    expect((await other.get(`/api/storage/images/${image.id}/get/200x200`)).statusCode).toBe(200);
    expect((await other.put(`/members/${m.id}`, { member: { first_name: "Hacked" } })).statusCode).toBe(403);
    const root = await as(app, await admin(app));
    expect((await root.put(`/members/${m.id}`, { member: { last_name: "Fixed" } })).json().last_name).toBe("Fixed");
  });

  it("keeps a birthday that only the member and administrators read", async () => {
    const m = await member(app);
    const self = await as(app, m);
    const saved = await self.put(`/members/${m.id}`, { member: { birthday: "1988-02-29" } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().birthday).toBe("1988-02-29");
    expect((await (await as(app, await member(app))).get(`/members/${m.id}`)).json().birthday).toBeNull();
    expect((await (await as(app, await admin(app))).get(`/members/${m.id}`)).json().birthday).toBe("1988-02-29");
    const bad = await self.put(`/members/${m.id}`, { member: { birthday: "1988-02-30" } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.birthday).toEqual(["is not a valid date"]);
    expect((await self.put(`/members/${m.id}`, { member: { birthday: null } })).json().birthday).toBeNull();
  });

  it("refuses someone else's upload as a picture and an unknown time zone", async () => {
    const m = await member(app);
    const thief = await as(app, m);
    const owner = await as(app, await member(app));
    const theirs = (await upload(owner, "images", { name: "x.png", type: "image/png", data: await png() })).json();
    const res = await thief.put(`/members/${m.id}`, { member: { avatar_image_id: theirs.id } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.avatar_image_id).toBeDefined();
    const tz = await thief.put(`/members/${m.id}`, { member: { time_zone: "Mars/Olympus" } });
    expect(tz.json().errors.time_zone).toEqual(["is not a time zone"]);
    expect(tz.json().codes.time_zone).toEqual(["invalid_time_zone"]);
    const empty = await thief.put(`/members/${m.id}`, { member: { first_name: "  " } });
    expect(empty.json().errors.first_name).toEqual(["required"]);
    expect(empty.json().codes.first_name).toEqual(["required"]);
  });
});
