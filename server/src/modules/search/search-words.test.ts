import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { as, type Client, member } from "../../../test/factories.js";
import { type Json, newFolder, rootFolder } from "../../../test/files-helpers.js";
import { moduleSearch } from "../../../test/search-helpers.js";
import type { App } from "../../app.js";

// What a word finds (issue 29), over HTTP: a post's tags are words of it, and a name "within a typo" is a small edit
// of the typed word, not every name that shares its beginning.
let app: App;
let asAuthor: Client;
let asReader: Client;

const activities = moduleSearch("activities");
const folders = moduleSearch("folders");
const ids = (result: Json) => result.hits.map((h: Json) => h.id);

beforeAll(async () => {
  app = await createTestApp();
  asAuthor = await as(app, await member(app));
  asReader = await as(app, await member(app));
});

describe("a post's tags in the search", () => {
  it("finds a post tagged #newcomertest by the word too, and forgets a tag the edit removed", async () => {
    const res = await asAuthor.post("/api/v1/activities", {
      stream: "all",
      content: "<p>Welcome aboard, everyone</p>",
      tags: ["newcomertest"],
    });
    expect(res.statusCode, res.body).toBe(201);
    const note = res.json();
    expect(ids(await activities.search(asReader, "#newcomertest"))).toEqual([note.id]);
    expect(ids(await activities.search(asReader, "newcomertest"))).toEqual([note.id]);
    const edited = await asAuthor.put(`/api/v1/activities/${note.id}`, {
      content: "<p>Welcome aboard, everyone</p>",
      tags: ["onboarding"],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await activities.search(asReader, "newcomertest")).total).toBe(0);
    expect(ids(await activities.search(asReader, "onboarding"))).toEqual([note.id]);
  });
});

describe("names within a typo", () => {
  it("does not take a name that only shares the beginning of a longer word for a typo", async () => {
    const root = await rootFolder(asAuthor);
    const newcomers = await newFolder(asAuthor, root.id, "Newcomers");
    // Nothing matches "newcomertest" as typed, so folders are asked again with typos allowed.
    expect(await folders.search(asReader, "newcomertest")).toMatchObject({ hits: [], total: 0 });
    // A real typo still finds it: one letter left out, two swapped.
    expect(ids(await folders.search(asReader, "Newcomrs"))).toEqual([newcomers.id]);
    expect(ids(await folders.search(asReader, "Newocmers"))).toEqual([newcomers.id]);
  });

  it("shows a folder's name once: the excerpt is its description", async () => {
    const root = await rootFolder(asAuthor);
    const res = await asAuthor.post("/api/storage/folders", {
      folder: { name: "Harpsichord tuning", parent_folder_id: root.id, description: "Schedules for the tuner" },
    });
    expect(res.statusCode, res.body).toBe(201);
    const hit = (await folders.search(asReader, "harpsichord")).hits[0];
    expect(hit).toMatchObject({ name: "Harpsichord tuning", total_files_count: 0 });
    expect(hit.highlight).toBe("Schedules for the tuner");
    expect((await folders.search(asReader, "tuner")).hits[0].highlight).toBe("Schedules for the <mark>tuner</mark>");
  });
});
