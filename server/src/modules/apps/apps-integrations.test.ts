import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { admin, as, type Client, group, member, upload } from "../../../test/factories.js";
import type { App } from "../../app.js";
import type { MemberRow } from "../members/members.schema.js";

let app: App;
let adminClient: Client;
let alice: MemberRow;
let aliceClient: Client;
let bobClient: Client;
let outsiderClient: Client;

const fields = [
  { name: "title", label: "Title", type: "text", required: true },
  { name: "notes", label: "Notes", type: "rich_text" },
  {
    name: "status",
    label: "Status",
    type: "selection",
    options: [
      { id: "todo", label: "To do" },
      { id: "done", label: "Done" },
    ],
  },
];

const defineApp = async (c: Client, extra: Record<string, unknown> = {}) => {
  const res = await c.post("/api/v1/apps", {
    name: `Ideas ${Math.random().toString(36).slice(2, 8)}`,
    fields,
    collection_layout: { view: "wall", column_property: "status" },
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { slug: string; id: string; name: string };
};

const addItem = async (c: Client, slug: string, values: Record<string, unknown>) => {
  const res = await c.post(`/api/v1/apps/${slug}/items`, { values });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string };
};

type StreamActivity = {
  id: string;
  content: string;
  object: { type: string; summary: { title: string; html_url: string } | null };
  actor: { id: string } | null;
};
const itemActivities = async (c: Client, url: string, itemId: string) => {
  const res = await c.get(url);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().activities as StreamActivity[]).filter((a) => a.object.summary?.html_url.endsWith(itemId));
};

beforeAll(async () => {
  app = await createTestApp();
  adminClient = await as(app, await admin(app));
  alice = await member(app);
  aliceClient = await as(app, alice);
  bobClient = await as(app, await member(app));
  outsiderClient = await as(app, await member(app));
});

describe("activity integration", () => {
  it("posts a new item's teaser in the network stream, linking to the item, for every member", async () => {
    const { slug, name } = await defineApp(adminClient, {
      integrations: {
        activity: { teaser: "{{actor}} added {{title}} <b>({{status}})</b> to {{app}}\nNotes: {{notes}}" },
      },
    });
    const item = await addItem(aliceClient, slug, {
      title: "Bike racks & showers",
      status: "todo",
      notes: "<p>Near the <strong>entrance</strong></p>",
    });
    const [posted, ...more] = await itemActivities(bobClient, "/activitystreams/all", item.id);
    expect(more).toEqual([]);
    expect(posted?.object).toEqual({
      type: "item",
      summary: expect.objectContaining({ title: "Bike racks & showers", html_url: `/apps/${slug}/items/${item.id}` }),
    });
    expect(posted?.actor?.id).toBe(alice.id);
    // the values are text: markup typed in the template or a value is shown, never applied
    expect(posted?.content).toBe(
      `<p>${alice.firstName} ${alice.lastName} added Bike racks &amp; showers &lt;b&gt;(To do)&lt;/b&gt; to ${name}</p><p>Notes: Near the entrance</p>`,
    );
    expect((await bobClient.get(`/activities/${posted?.id}`)).statusCode).toBe(200);
    // a changed item posts nothing more; a deleted one takes its activity along
    await aliceClient.put(`/api/v1/apps/${slug}/items/${item.id}`, { values: { title: "Renamed" } });
    expect(await itemActivities(bobClient, "/activitystreams/all", item.id)).toHaveLength(1);
    expect((await adminClient.delete(`/api/v1/apps/${slug}/items/${item.id}`)).statusCode).toBe(204);
    expect(await itemActivities(bobClient, "/activitystreams/all", item.id)).toEqual([]);
    expect((await bobClient.get(`/activities/${posted?.id}`)).statusCode).toBe(404);
  });

  it("posts nothing for an app without a teaser", async () => {
    const { slug } = await defineApp(adminClient);
    const item = await addItem(aliceClient, slug, { title: "Quiet" });
    expect(await itemActivities(bobClient, "/activitystreams/all", item.id)).toEqual([]);
  });

  it("posts a group app's item in the group's stream, read only by those who may read the app", async () => {
    const groupAdmin = await member(app);
    const closed = await group(app, { admin: groupAdmin, access: "closed", members: [alice] });
    const { slug } = await defineApp(await as(app, groupAdmin), {
      group_id: closed.id,
      integrations: { activity: { teaser: "New: {{title}}" } },
    });
    const item = await addItem(aliceClient, slug, { title: "Team offsite" });
    const [posted] = await itemActivities(aliceClient, `/groups/${closed.slug}/activitystreams/all`, item.id);
    expect(posted?.content).toBe("<p>New: Team offsite</p>");
    expect(await itemActivities(outsiderClient, "/activitystreams/all", item.id)).toEqual([]);
    expect((await outsiderClient.get(`/activities/${posted?.id}`)).statusCode).toBe(404);
    expect((await aliceClient.get(`/activities/${posted?.id}`)).statusCode).toBe(200);
  });
});

describe("file, image and rich text fields", () => {
  const png = () =>
    sharp({ create: { width: 32, height: 24, channels: 3, background: "#336699" } })
      .png()
      .toBuffer();
  const uploaded = async (c: Client, directory: string, file: { name: string; type: string; data: Buffer }) => {
    const res = await upload(c, directory, file);
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { id: string }).id;
  };
  const pdf = { name: "plan.pdf", type: "application/pdf", data: Buffer.from("%PDF-1.4 plan") };

  it("takes the member's own uploads in the field's directory, publishes them, and lets the item's readers fetch them", async () => {
    const { slug } = await defineApp(adminClient, {
      fields: [
        ...fields,
        { name: "photo", label: "Photo", type: "image" },
        { name: "plan", label: "Plan", type: "file" },
      ],
    });
    const photo = await uploaded(aliceClient, "images", { name: "p.png", type: "image/png", data: await png() });
    const plan = await uploaded(aliceClient, "files", pdf);
    const bobsPlan = await uploaded(bobClient, "files", pdf);
    const post = (values: Record<string, unknown>) => aliceClient.post(`/api/v1/apps/${slug}/items`, { values });

    // someone else's upload, a file as an image, an image as a file, no upload at all: field errors, nothing saved
    for (const [values, errors] of [
      [{ plan: bobsPlan }, { plan: ["is not an uploaded file"] }],
      [{ photo: plan }, { photo: ["is not an uploaded image"] }],
      [{ plan: photo }, { plan: ["is not an uploaded file"] }],
      [{ photo: "0123456789abcdef01234567" }, { photo: ["is not an uploaded image"] }],
      [{ photo: "not-an-id" }, { photo: ["is invalid"] }],
    ] as const) {
      const res = await post({ title: "Refused", ...values });
      expect(res.statusCode, JSON.stringify(values)).toBe(422);
      expect(res.json().errors).toEqual(errors);
    }

    const res = await post({ title: "Poster", photo, plan, notes: '<p onclick="x()">Hi<script>alert(1)</script></p>' });
    expect(res.statusCode, res.body).toBe(201);
    const item = res.json() as { id: string; values: Record<string, unknown> };
    expect(item.values).toMatchObject({ photo, plan, notes: "<p>Hi</p>" });
    // published with the item: another member reads them through it
    expect((await bobClient.get(`/api/storage/files/${plan}`)).statusCode).toBe(200);
    expect((await bobClient.get(`/api/storage/images/${photo}/get/200x200`)).statusCode).toBe(200);
    // an unchanged value is kept whoever saves; bob may not put alice's other upload in
    const kept = await bobClient.put(`/api/v1/apps/${slug}/items/${item.id}`, { values: { title: "Poster 2" } });
    expect(kept.json().values).toMatchObject({ photo, plan });
    const other = await uploaded(aliceClient, "files", pdf);
    expect((await bobClient.put(`/api/v1/apps/${slug}/items/${item.id}`, { values: { plan: other } })).statusCode).toBe(
      422,
    );
  });

  it("lets no one read an upload whose id was typed into a text field", async () => {
    const { slug } = await defineApp(adminClient);
    const secret = await uploaded(aliceClient, "files", {
      name: "salary.txt",
      type: "text/plain",
      data: Buffer.from("x"),
    });
    const image = await uploaded(aliceClient, "images", { name: "s.png", type: "image/png", data: await png() });
    expect((await bobClient.get(`/api/storage/files/${secret}`)).statusCode).toBe(404);
    for (const id of [secret, image])
      expect((await bobClient.post(`/api/v1/apps/${slug}/items`, { values: { title: id } })).statusCode).toBe(201);
    expect((await bobClient.get(`/api/storage/files/${secret}`)).statusCode).toBe(404);
    expect((await bobClient.get(`/api/storage/images/${image}/get/200x200`)).statusCode).toBe(404);
  });
});

describe("external guests", () => {
  it("read no network-level app, its items or its uploads; a group's app as the group's member", async () => {
    const guestClient = await as(app, await member(app, { isExternal: true }));
    const { slug } = await defineApp(adminClient);
    await aliceClient.post(`/api/v1/apps/${slug}/items`, { values: { title: "Network only" } });
    expect((await guestClient.get(`/api/v1/apps/${slug}`)).statusCode).toBe(404);
    expect((await guestClient.get(`/api/v1/apps/${slug}/items`)).statusCode).toBe(404);
    const listed = (await guestClient.get("/api/v1/apps")).json() as { apps?: { slug: string }[] } | { slug: string }[];
    expect(JSON.stringify(listed)).not.toContain(slug);
    expect((await aliceClient.get(`/api/v1/apps/${slug}`)).statusCode).toBe(200);
  });
});
