import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { as, type Client, member } from "../../../test/factories.js";
import type { App } from "../../app.js";
import type { MemberRow } from "../members/members.schema.js";

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});

const mention = (m: MemberRow) => `@[${m.id}:${m.firstName} ${m.lastName}]`;
const mentioning = async (c: Client) => {
  const res = await c.get("/activitystreams/all/mentions");
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().activities as { id: string }[]).map((a) => a.id);
};
const kinds = async (c: Client) =>
  ((await c.get("/notifications")).json().notifications as { kind: string }[]).map((n) => n.kind);

describe("mentions in replies", () => {
  it("are recorded like a post's: the activity shows under Mentions while the reply names the member", async () => {
    const [anna, ben, cleo] = [await member(app), await member(app), await member(app)];
    const [asAnna, asBen, asCleo] = [await as(app, anna), await as(app, ben), await as(app, cleo)];
    const posted = await asAnna.post("/api/v1/activities", { stream: "all", content: "<p>Plans</p>" });
    const activityId = posted.json().id as string;
    const url = `/api/v1/activities/${activityId}/replies`;
    const res = await asBen.post(url, { content: `<p>Ask ${mention(cleo)}</p>` });
    expect(res.statusCode, res.body).toBe(201);
    const replyId = res.json().id as string;
    // The reply shows the mention as the editor's span, which the web turns into a link to the profile.
    expect(res.json().content).toContain(`data-id="${cleo.id}"`);
    expect(await mentioning(asCleo)).toEqual([activityId]);
    expect(await kinds(asCleo)).toEqual(["mention"]);
    expect(await mentioning(asBen)).toEqual([]);

    // Edited to name nobody, and removed: Cleo is no longer mentioned there.
    expect((await asBen.put(`${url}/${replyId}`, { content: "<p>Never mind</p>" })).statusCode).toBe(200);
    expect(await mentioning(asCleo)).toEqual([]);
    expect((await asBen.put(`${url}/${replyId}`, { content: `<p>${mention(cleo)}</p>` })).statusCode).toBe(200);
    expect(await mentioning(asCleo)).toEqual([activityId]);
    expect((await asBen.delete(`${url}/${replyId}`)).statusCode).toBe(204);
    expect(await mentioning(asCleo)).toEqual([]);
  });
});
