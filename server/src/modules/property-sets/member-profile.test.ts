import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { admin, anonymous, as, type Client, member } from "../../../test/factories.js";
import { newestMailTo, tokenIn } from "../../../test/outbox.js";
import { rateLimitConfig } from "../../../test/rate-limits.js";
import type { App } from "../../app.js";
import { findMemberByEmail, findMemberById } from "../members/members.repo.js";

// The member profile property set (`member_profile`): administrators define it, its values are kept on the member
// (`members.profile_properties`) and checked through the members module's `profilePropertiesChecker` hook.

let app: App;
let adminClient: Client;
let colleagueId: string;
let seq = 0;
const SET = "/api/v1/property_sets/member_profile";
const PASSWORD = "a long enough secret";

const memberProfile = {
  property_set: {
    type: "basic",
    properties: [
      { name: "cost_centre", label: "Cost centre", type: "text" },
      { name: "site", label: "Site", type: "selection", options: [{ label: "Berlin" }, { label: "Hamburg" }] },
      { name: "joined_on", label: "Joined on", type: "date" },
      { name: "skills", label: "Skills", type: "tag" },
      { name: "mentor", label: "Mentor", type: "membership" },
    ],
  },
};

const newUser = (over: Record<string, unknown> = {}) => {
  seq += 1;
  return {
    user: {
      email: `profiled-${seq}@example.test`,
      first_name: "Pia",
      last_name: `Profil${seq}`,
      send_welcome_mail: false,
      password: PASSWORD,
      ...over,
    },
  };
};

beforeAll(async () => {
  app = await createTestApp(rateLimitConfig({ sign_up_address: { points: 1000 } }));
  adminClient = await as(app, await admin(app));
  colleagueId = (await member(app, { firstName: "Carl", lastName: "Colleague" })).id;
  const res = await adminClient.put(SET, memberProfile);
  expect(res.statusCode, res.body).toBe(200);
});

describe("the member profile property set", () => {
  it("is the network's: members read it, only administrators change it, groups and folders have none", async () => {
    const m = await as(app, await member(app));
    const shown = await m.get(`${SET}?inherit=true`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({ name: "member_profile", type: "basic", can: { update: false } });
    expect(shown.json().properties.map((p: { name: string }) => p.name)).toEqual([
      "cost_centre",
      "site",
      "joined_on",
      "skills",
      "mentor",
    ]);
    expect(shown.json().properties[1].options).toEqual([
      { label: "Berlin", value: "berlin" },
      { label: "Hamburg", value: "hamburg" },
    ]);
    expect((await m.put(SET, memberProfile)).statusCode).toBe(403);
    expect((await anonymous(app).get(SET)).statusCode).toBe(401);
    const inGroup = await adminClient.get(`${SET}?context_type=group&context_id=${"a".repeat(24)}`);
    expect(inGroup.statusCode).toBe(422);
    expect(inGroup.json().errors).toEqual({ context_type: ["is invalid"] });
  });

  it("keeps no image or file properties", async () => {
    const res = await adminClient.put(SET, {
      property_set: {
        properties: [
          { name: "badge", label: "Badge", type: "image" },
          { name: "cv", label: "CV", type: "file" },
        ],
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ "properties.0.type": ["is invalid"], "properties.1.type": ["is invalid"] });
    expect((await adminClient.get(SET)).json().properties).toHaveLength(5);
  });
});

describe("a member's profile properties", () => {
  it("are saved when an administrator creates a member and shown on the member and the edit form", async () => {
    const values = {
      cost_centre: "  CC-4711 ",
      site: "hamburg",
      joined_on: "2024-03-01",
      skills: ["Go", " SQL", "Go"],
      mentor: [colleagueId],
    };
    const res = await adminClient.post("/administration/members", newUser({ profile_properties: values }));
    expect(res.statusCode, res.body).toBe(201);
    const stored = {
      cost_centre: "CC-4711",
      site: "hamburg",
      joined_on: "2024-03-01",
      skills: ["Go", "SQL"],
      mentor: [colleagueId],
    };
    expect((await findMemberById(app.ctx.db, res.json().id))?.profileProperties).toEqual(stored);
    const detail = await adminClient.get(`/administration/members/${res.json().id}`);
    expect(detail.json().profile_properties).toEqual(stored);
    const other = await as(app, await member(app));
    const profile = await other.get(`/members/${res.json().id}`);
    expect(profile.statusCode).toBe(200);
    expect(profile.json().profile_properties).toEqual(stored);
  });

  it("refuses values that do not fit their property, keyed by its name, and unknown names", async () => {
    const res = await adminClient.post(
      "/administration/members",
      newUser({
        profile_properties: {
          cost_centre: ["not", "text"],
          site: "munich",
          joined_on: "2024-02-30",
          skills: "not a list",
          mentor: ["f".repeat(24)],
          shoe_size: "42",
        },
      }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      "profile_properties.cost_centre": ["is invalid"],
      "profile_properties.site": ["is not one of the options"],
      "profile_properties.joined_on": ["is not a valid date"],
      "profile_properties.skills": ["is invalid"],
      "profile_properties.mentor": ["contains unknown members"],
      "profile_properties.shoe_size": ["is not a field of the member profile"],
    });
    expect(res.json().codes).toMatchObject({
      "profile_properties.site": ["not_an_option"],
      "profile_properties.shoe_size": ["unknown_field"],
      "profile_properties.mentor": ["unknown_entries"],
    });
    expect(await findMemberByEmail(app.ctx.db, `profiled-${seq}@example.test`)).toBeNull();
    const long = await adminClient.post(
      "/administration/members",
      newUser({ profile_properties: { cost_centre: "x".repeat(5001) } }),
    );
    expect(long.statusCode).toBe(422);
    expect(long.json().codes).toEqual({ "profile_properties.cost_centre": ["too_long"] });
  });

  it("are replaced when an administrator edits the member, and left alone when not sent", async () => {
    const created = await adminClient.post(
      "/administration/members",
      newUser({ profile_properties: { cost_centre: "CC-1", site: "berlin" } }),
    );
    const id = created.json().id;
    const edited = await adminClient.put(`/administration/members/${id}`, {
      user: { profile_properties: { site: "hamburg", cost_centre: "" } },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await findMemberById(app.ctx.db, id))?.profileProperties).toEqual({ site: "hamburg" });
    await adminClient.put(`/administration/members/${id}`, { user: { first_name: "Paula" } });
    expect((await findMemberById(app.ctx.db, id))?.profileProperties).toEqual({ site: "hamburg" });
    const bad = await adminClient.put(`/administration/members/${id}`, { user: { profile_properties: { site: "x" } } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ "profile_properties.site": ["is not one of the options"] });
  });

  it("are edited by the member on their own profile, not by another member", async () => {
    const me = await member(app);
    const client = await as(app, me);
    const res = await client.put(`/members/${me.id}`, {
      member: { profile_properties: { cost_centre: "CC-9", skills: ["Design"] } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().profile_properties).toEqual({ cost_centre: "CC-9", skills: ["Design"] });
    const wrong = await client.put(`/members/${me.id}`, { member: { profile_properties: { mentor: "x" } } });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ "profile_properties.mentor": ["contains unknown members"] });
    const other = await as(app, await member(app));
    const forbidden = await other.put(`/members/${me.id}`, {
      member: { profile_properties: { cost_centre: "hacked" } },
    });
    expect(forbidden.statusCode).toBe(403);
    expect((await findMemberById(app.ctx.db, me.id))?.profileProperties).toEqual({
      cost_centre: "CC-9",
      skills: ["Design"],
    });
  });

  it("are filled in on the onboarding profile, checked as on the profile", async () => {
    const me = await member(app);
    const client = await as(app, me);
    const wrong = await client.put("/onboarding/profile", {
      member: { profile: {}, profile_properties: { site: "paris" } },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ "profile_properties.site": ["is not one of the options"] });
    const res = await client.put("/onboarding/profile", {
      member: { profile: { position: "Gardener" }, profile_properties: { site: "berlin" } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await findMemberById(app.ctx.db, me.id))?.profileProperties).toEqual({ site: "berlin" });
  });
});

describe("profile properties at sign-up", () => {
  const setJoin = async (settings: Record<string, unknown>) => {
    const res = await adminClient.put("/administration/settings", settings);
    expect(res.statusCode, res.body).toBe(200);
  };
  const applicant = (over: Record<string, unknown> = {}) => {
    seq += 1;
    return {
      email: `joiner-${seq}@example.test`,
      first_name: "Jo",
      last_name: `Joiner${seq}`,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      ...over,
    };
  };
  const confirmationToken = async (email: string) => tokenIn(await newestMailTo(app, email), "confirmation_token");

  it("offers a visitor the set's fields without members, and keeps the values on the member made", async () => {
    await setJoin({ join_user_can_initiate: true, join_moderated: false, altcha_captcha: false });
    await setJoin({ join_ask_for_profile_data: false });
    expect((await anonymous(app).get("/api/v1/registrations/member_profile")).json()).toEqual({ properties: [] });
    await setJoin({ join_ask_for_profile_data: true });
    const offered = await anonymous(app).get("/api/v1/registrations/member_profile");
    expect(offered.statusCode).toBe(200);
    expect(offered.json().properties.map((p: { name: string }) => p.name)).toEqual([
      "cost_centre",
      "site",
      "joined_on",
      "skills",
    ]);

    const refused = await anonymous(app).post("/users", {
      user: applicant({ profile_properties: { site: "paris", mentor: [colleagueId] } }),
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      "profile_properties.site": ["is not one of the options"],
      "profile_properties.mentor": ["is not a field of the member profile"],
    });

    const user = applicant({ profile_properties: { cost_centre: "CC-77", site: "berlin" } });
    expect((await anonymous(app).post("/users", { user })).statusCode).toBe(200);
    const token = await confirmationToken(user.email);
    expect((await anonymous(app).post("/users/confirmation", { confirmation_token: token })).statusCode).toBe(200);
    expect((await findMemberByEmail(app.ctx.db, user.email))?.profileProperties).toEqual({
      cost_centre: "CC-77",
      site: "berlin",
    });
  });

  it("shows a moderated applicant's values to the administrators and gives them to the member accepted", async () => {
    await setJoin({
      join_user_can_initiate: true,
      join_moderated: true,
      altcha_captcha: false,
      join_ask_for_profile_data: true,
    });
    const user = applicant({ profile_properties: { cost_centre: "CC-88", site: "berlin" } });
    expect((await anonymous(app).post("/users", { user })).statusCode).toBe(200);
    const token = await confirmationToken(user.email);
    expect((await anonymous(app).post("/users/confirmation", { confirmation_token: token })).json()).toEqual({
      status: "pending",
    });
    const list = (await adminClient.get("/administration/join_requests")).json().join_requests as {
      id: string;
      email: string;
      profile_properties: Record<string, unknown>;
    }[];
    const application = list.find((r) => r.email === user.email);
    expect(application?.profile_properties).toEqual({ cost_centre: "CC-88", site: "berlin" });
    const accepted = await adminClient.post(`/administration/join_requests/${application?.id}/accept`);
    expect(accepted.statusCode).toBe(204);
    expect((await findMemberByEmail(app.ctx.db, user.email))?.profileProperties).toEqual({
      cost_centre: "CC-88",
      site: "berlin",
    });
  });

  it("is not found while the network lets nobody join on their own", async () => {
    await setJoin({ join_user_can_initiate: false });
    expect((await anonymous(app).get("/api/v1/registrations/member_profile")).statusCode).toBe(404);
  });
});
