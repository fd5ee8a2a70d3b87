import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { as, type Client, group, member, upload } from "../../../test/factories.js";
import type { App } from "../../app.js";
import type { GroupRow } from "../groups/groups.schema.js";

// Files attached to activities land in the activity-stream folder of their group or of the network (issue 16),
// leave it with their attachment, and are changed by nobody through the files routes.
// biome-ignore lint/suspicious/noExplicitAny: response bodies are read loosely
type Json = Record<string, any>;
let app: App;
let asAuthor: Client;
let asAdmin: Client;
let asOutsider: Client;
let g: GroupRow;

const textFile = async (c: Client, name: string) => {
  const res = await upload(c, "files", { name, type: "text/plain", data: Buffer.from(`content of ${name}`) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
};

/** The group's activity-stream folder as the client lists it, through the root's subfolders. */
async function streamFolder(c: Client): Promise<Json> {
  const root = (await c.get(`/api/storage/folders/root?group_slug=${g.slug}`)).json();
  const summary = root.subfolders.find((f: Json) => f.type === "activitystream_folder");
  expect(summary, "the activity-stream folder is listed in the root").toBeTruthy();
  const res = await c.get(`/api/storage/folders/${summary.id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

beforeAll(async () => {
  app = await createTestApp();
  const admin = await member(app);
  const author = await member(app);
  [asAdmin, asAuthor, asOutsider] = [await as(app, admin), await as(app, author), await as(app, await member(app))];
  g = await group(app, { access: "closed", admin, members: [author] });
});

describe("activity-stream folders", () => {
  it("keeps the files of a group's activities and replies, as long as they are attached", async () => {
    const plan = await textFile(asAuthor, "plan.txt");
    const posted = await asAuthor.post("/api/v1/activities", {
      group_id: g.id,
      content: "<p>the plan</p>",
      file_ids: [plan],
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const answer = await textFile(asAdmin, "answer.txt");
    const replied = await asAdmin.post(`/api/v1/activities/${posted.json().id}/replies`, {
      content: "<p>noted</p>",
      file_ids: [answer],
    });
    expect(replied.statusCode, replied.body).toBe(201);

    const folder = await streamFolder(asAuthor);
    expect(folder.i18n_type).toBe("activitystream_folder");
    expect(folder.files.map((f: Json) => f.name).sort()).toEqual(["answer.txt", "plan.txt"]);
    const file = folder.files.find((f: Json) => f.name === "plan.txt");
    // Nobody changes them by hand, not even the group's administrator; everyone in the group reads them.
    expect(file.can).toMatchObject({ destroy: false, update: false, new_version: false, lock: false });
    const asAdminSees = (await asAdmin.get(`/api/v1/files/${file.id}`)).json();
    expect(asAdminSees.can).toMatchObject({ destroy: false, update: false });
    expect((await asAdmin.delete("/api/storage/files", { file_ids: [file.id] })).statusCode).toBe(403);
    expect((await asAuthor.get(file.download_url)).body).toBe("content of plan.txt");
    expect((await asOutsider.get(`/api/v1/files/${file.id}`)).statusCode).toBe(404);
    expect((await asOutsider.get(`/api/storage/folders/${folder.id}`)).statusCode).toBe(404);

    // An edit that drops the file takes it out; deleting the reply takes its file out.
    const edited = await asAuthor.put(`/api/v1/activities/${posted.json().id}`, {
      content: "<p>the plan, no file</p>",
      file_ids: [],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await streamFolder(asAuthor)).files.map((f: Json) => f.name)).toEqual(["answer.txt"]);
    const removed = await asAdmin.delete(`/api/v1/activities/${posted.json().id}/replies/${replied.json().id}`);
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    expect((await streamFolder(asAuthor)).files).toEqual([]);
  });

  it("drops the files of a deleted activity", async () => {
    const notes = await textFile(asAuthor, "notes.txt");
    const posted = await asAuthor.post("/api/v1/activities", {
      group_id: g.id,
      content: "<p>notes</p>",
      file_ids: [notes],
    });
    expect((await streamFolder(asAuthor)).files.map((f: Json) => f.name)).toContain("notes.txt");
    expect((await asAuthor.delete(`/api/v1/activities/${posted.json().id}`)).statusCode).toBeLessThan(300);
    expect((await streamFolder(asAuthor)).files.map((f: Json) => f.name)).not.toContain("notes.txt");
  });
});
