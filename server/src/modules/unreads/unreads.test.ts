import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { anonymous, as, member } from "../../../test/factories.js";
import type { App } from "../../app.js";

describe("GET /api/v1/unreads", () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });

  it("requires sign-in", async () => {
    expect((await anonymous(app).get("/api/v1/unreads")).statusCode).toBe(401);
  });

  it("answers Messages always and other features only when something is unread, on both paths", async () => {
    const reader = await member(app);
    const client = await as(app, reader);
    expect((await client.get("/api/v1/unreads")).json()).toEqual({ Messages: 0 });
    const sent = await (await as(app, await member(app))).post("/api/v1/messages", { to: [reader.id], subject: "Hi" });
    expect(sent.statusCode).toBe(201);
    const counts = (await client.get("/api/v1/unreads")).json();
    expect(counts).toEqual({ Messages: 1 });
    expect((await client.get("/unreads/features")).json()).toEqual(counts);
  });
});
