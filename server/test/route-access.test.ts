import fc from "fast-check";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import type { App } from "../src/app.js";
import { createTestApp } from "./app.js";
import { admin, anonymous, as, type Client, calendar, group, member, upload } from "./factories.js";
import { routeTable, valueArbitrary } from "./route-inputs.js";

/**
 * Every route of the contracts' route table, called with the ids of someone else's objects (a hidden
 * group, a personal calendar and its appointment, a direct message, files, roles, invitations) by a
 * visitor, by an external guest and by an unrelated member. None may answer 2xx unless the route's
 * access decision lets anyone of that kind do it; those routes are listed below with the reason.
 */

/** Anyone, signed in or not (the route table's public routes). */
const PUBLIC = new Set([
  "GET /api/v1/network",
  "POST /users/sign_in",
  "DELETE /users/sign_out",
  "POST /users/password",
  "PUT /users/password",
  "GET /legal/:handle",
  // The network's navigation: visitors get its public items only (navigation.test.ts).
  "GET /api/v1/navigation",
]);

/** Any signed-in member or guest, whoever owns the object the path names. */
const ANY_SIGNED_IN = new Map<string, string>([
  ["GET /members/:id", "profiles are shown to every member"],
  ["GET /api/v1/profiles/:id", "profiles are shown to every member"],
  ["GET /members/:id/ignored", "whether the caller ignores that member"],
  ["POST /members/:id/ignored", "the caller ignores that member: their own list"],
  ["DELETE /members/:id/ignored", "the caller stops ignoring that member: their own list"],
  ["GET /directory/:category", "group categories are listed to every member; the groups in them are filtered"],
  ["POST /api/storage/:directory", "uploads a file of the caller's own"],
  ["POST /api/storage/:directory/publish", "publishes only the caller's own uploads (checked below)"],
  ["GET /activitystreams/:slug", "the network stream, holding only what the caller may read"],
  ["GET /activitystreams/:slug/:filter", "the network stream, holding only what the caller may read"],
  ["GET /members/:id/activities", "that member's activities the caller may read (none of the hidden group's)"],
  ["GET /members/:id/likes", "activities that member liked and the caller may read (none of the hidden group's)"],
  ["POST /api/v1/activitystreams/:slug/seen", "records the caller's own visit of the network stream"],
  ["POST /api/v1/legal_texts/:id/acceptance", "records the caller's own acceptance of a published legal text"],
]);

let app: App;
let objects: Record<string, string>;
let plausible: string[];
let callers: { name: string; client: Client; allowed: (key: string) => boolean }[];

const png = () =>
  sharp({ create: { width: 4, height: 4, channels: 3, background: "#336699" } })
    .png()
    .toBuffer();

beforeAll(async () => {
  app = await createTestApp();
  const owner = await member(app);
  const insider = await member(app);
  const invitee = await member(app);
  const asOwner = await as(app, owner);
  const hidden = await group(app, { access: "hidden", admin: owner, members: [insider] });
  const calendarId = await calendar(app, owner);
  const created = await asOwner.post("/appointments", {
    appointment: {
      name: "Private",
      calendar_ids: [calendarId],
      date: { start: "2026-06-10T10:00", end: "2026-06-10T11:00" },
      time_zone: "Europe/Berlin",
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const appointmentId = created.json().id as string;
  const added = await asOwner.post(`/appointments/${appointmentId}/participants`, {
    participant: { membership_ids: [insider.id] },
  });
  expect(added.statusCode, added.body).toBe(201);
  const participants = (await asOwner.get(`/appointments/${appointmentId}/participants`)).json().participants;
  const file = (await upload(asOwner, "files", { name: "n.txt", type: "text/plain", data: Buffer.from("x") })).json();
  const image = (await upload(asOwner, "images", { name: "i.png", type: "image/png", data: await png() })).json();
  const message = await asOwner.post("/api/v1/messages", {
    to: [insider.id],
    subject: "Private",
    content: "<p>x</p>",
    attachments: [file.id],
  });
  expect(message.statusCode, message.body).toBe(201);
  const role = await asOwner.post(`/groups/${hidden.slug}/membership_roles`, {
    membership_role: { name: "Keeper", plural_name: "Keepers" },
  });
  expect(role.statusCode, role.body).toBe(201);
  const invited = await asOwner.post(`/groups/${hidden.slug}/membership_invites`, {
    membership_invites: { membership_ids: [invitee.id] },
  });
  expect(invited.statusCode, invited.body).toBe(200);
  const invite = (await (await as(app, invitee)).get("/api/v1/invites")).json();
  const room = await (await as(app, await admin(app))).post("/meeting_rooms", { meeting_room: { name: "Room" } });
  const question = await asOwner.post("/api/v1/activities", {
    group_id: hidden.id,
    object_type: "question",
    content: "<p>Private</p>",
  });
  expect(question.statusCode, question.body).toBe(201);
  const answer = await asOwner.post(`/api/v1/activities/${question.json().id}/answers`, { content: "<p>x</p>" });
  expect(answer.statusCode, answer.body).toBe(201);
  expect((await asOwner.post(`/api/v1/activities/${question.json().id}/like`)).statusCode).toBe(200);
  // The insider's like tells the owner.
  expect((await (await as(app, insider)).post(`/api/v1/activities/${question.json().id}/like`)).statusCode).toBe(200);
  const notification = (await asOwner.get("/notifications")).json().notifications[0];
  expect(notification?.kind).toBe("like");
  const survey = await asOwner.post("/api/v1/activities", {
    group_id: hidden.id,
    object_type: "survey",
    content: "<p>Private poll</p>",
    poll: { options: ["A", "B"] },
  });
  expect(survey.statusCode, survey.body).toBe(201);
  const optionId = survey.json().poll.options[0].id as string;
  expect(
    (await asOwner.post(`/api/v1/activities/${survey.json().id}/votes`, { option_ids: [optionId] })).statusCode,
  ).toBe(200);
  const page = await asOwner.post(`/groups/${hidden.slug}/pages`, {
    group_page: { title: "Private", html_content: "<p>x</p>" },
  });
  expect(page.statusCode, page.body).toBe(201);
  const circular = await asOwner.post("/rundschreiben", {
    circular: { title: "Private", html_content: "<p>x</p>", group_id: hidden.id },
  });
  expect(circular.statusCode, circular.body).toBe(201);
  objects = {
    slug: hidden.slug,
    page: page.json().slug,
    calendar: calendarId,
    appointment: appointmentId,
    participation: participants[0]?.id ?? appointmentId,
    message: message.json().id,
    member: owner.id,
    memberId: insider.id,
    role: role.json().id ?? role.json().membership_role?.id,
    invite: JSON.stringify(invite).match(/"id":"([0-9a-f]{24})"/)?.[1] ?? owner.id,
    file: file.id,
    image: image.id,
    room: room.json().id ?? owner.id,
    activity: question.json().id,
    reply: answer.json().id,
    poll: survey.json().id,
    option: optionId,
    circular: circular.json().id,
  };
  plausible = [...Object.values(objects), "files", "images", "200x200", "de", "appointment", "2026-06-10", "Text"];
  const guest = await member(app, { isExternal: true });
  const stranger = await member(app);
  callers = [
    { name: "visitor", client: anonymous(app), allowed: (key) => PUBLIC.has(key) },
    { name: "external guest", client: await as(app, guest), allowed: (key) => ANY_SIGNED_IN.has(key) },
    { name: "unrelated member", client: await as(app, stranger), allowed: (key) => ANY_SIGNED_IN.has(key) },
  ];
});

/** The id of the owner's object a path parameter names, by the route's path. */
function paramValue(path: string, name: string): string {
  // Streams by slug: the network's one stream, which exists for everyone; groups by the hidden group's slug.
  if (name === "slug" && path.includes("/activitystreams/")) return "all";
  if (name === "slug" || name === "groupSlug") return objects.slug as string;
  if (name === "filter") return "mine";
  if (name === "pageSlug") return objects.page as string;
  if (name === "activityId") return objects.activity as string;
  if (name === "replyId") return objects.reply as string;
  if (name === "type" && path.startsWith("/api/v1/activities/")) return "answers";
  if (name === "memberId") return objects.memberId as string;
  // The poll routes name the hidden group's survey and one of its answers.
  if (name === "optionId") return objects.option as string;
  if (name === "id" && (path.includes("/votes") || path.endsWith("/poll"))) return objects.poll as string;
  if (name === "participationId") return objects.participation as string;
  if (name === "directory") return path.includes("/images/") ? "images" : "files";
  if (name === "size") return "200x200";
  if (name === "lng") return "de";
  if (name === "type") return "appointment";
  if (name === "category") return "groups";
  const byPrefix: [string, string][] = [
    ["/api/v1/activities/", "activity"],
    ["/activities/", "activity"],
    ["/api/storage/images/", "image"],
    ["/api/storage/", "file"],
    ["/translations/", "appointment"],
    ["/appointments/", "appointment"],
    ["/calendars/", "calendar"],
    ["/api/v1/messages/", "message"],
    ["/api/v1/notifications/", "notification"],
    ["/rundschreiben/", "circular"],
    ["/api/v1/rundschreiben/", "circular"],
    ["/members/", "member"],
    ["/groups/:slug/membership_roles/", "role"],
    ["/groups/:slug/administration/join_requests/", "member"],
    ["/api/v1/invites/", "invite"],
    ["/meeting_rooms/", "room"],
    ["/api/v1/authentication/factors/", "member"],
  ];
  const key = byPrefix.find(([prefix]) => path.startsWith(prefix))?.[1] ?? "member";
  return objects[key] as string;
}

// Routes that end the caller's session or account run last.
const routes = routeTable()
  .filter(({ route }) => route.path.includes(":"))
  .sort((a, b) => Number(a.route.method === "DELETE") - Number(b.route.method === "DELETE"));

describe("route access with someone else's objects", () => {
  it("covers every route that names an object", () => {
    expect(routes.length).toBeGreaterThan(40);
  });

  it.each(routes.map((r) => [r.key, r.route] as const))("%s", async (key, route) => {
    const url = route.path.replace(/:([A-Za-z_]+)/g, (_, name: string) => paramValue(route.path, name));
    // A body that passes validation where it can, with the owner's ids wherever it takes ids.
    const body = route.body
      ? fc.sample(valueArbitrary(route.body, plausible, []), { numRuns: 1, seed: 7 })[0]
      : undefined;
    for (const caller of callers) {
      const res = await caller.client.request({
        method: route.method,
        url,
        ...(body === undefined ? {} : { payload: body as object }),
      });
      const ok = res.statusCode >= 200 && res.statusCode < 300;
      if (ok && key === "POST /api/storage/:directory/publish") {
        expect(res.body, `${caller.name} published the owner's file`).not.toContain(objects.file);
        expect(res.body, `${caller.name} published the owner's image`).not.toContain(objects.image);
        continue;
      }
      expect(
        ok && !caller.allowed(key),
        `${caller.name}: ${route.method} ${url} → ${res.statusCode} ${res.body.slice(0, 200)}`,
      ).toBe(false);
    }
  });
});
