import { contrastRatio, WCAG_AA_CONTRAST } from "@intranet/contracts";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import {
  admin,
  anonymous,
  as,
  type Client,
  group,
  groupCategory,
  member,
  themeFields,
  upload,
} from "../../../test/factories.js";
import type { App } from "../../app.js";
import { latestAuditEvents } from "./audit.repo.js";

let app: App;
let adminClient: Client;

const fields = themeFields;

const png = () =>
  sharp({ create: { width: 120, height: 60, channels: 3, background: "#336699" } })
    .png()
    .toBuffer();

beforeAll(async () => {
  app = await createTestApp();
  adminClient = await as(app, await admin(app));
});

describe("network designs", () => {
  it("requires authentication and refuses members", async () => {
    expect((await anonymous(app).get("/administration/designs")).statusCode).toBe(401);
    const m = await as(app, await member(app));
    expect((await m.get("/administration/designs")).statusCode).toBe(403);
    expect((await m.post("/administration/designs", fields())).statusCode).toBe(403);
    expect((await m.get("/administration/update-zentrale")).statusCode).toBe(403);
    expect((await m.get("/api/v1/update-zentrale/available_upgrades")).statusCode).toBe(403);
  });

  it("creates a theme, derives readable colours, activates it for the preload, and audits each step", async () => {
    const created = await adminClient.post("/administration/designs", fields());
    expect(created.statusCode, created.body).toBe(201);
    const theme = created.json();
    expect(theme).toMatchObject({
      name: "Spring",
      context_type: "network",
      active: false,
      override: false,
      bannerType: "color",
      colors: { primary: "#ffdd00", header_background: "#123456", banner: "#aa0000" },
    });
    const d = theme.derivedColors;
    // Text colours are chosen, and the link darkened, to reach WCAG AA on their backgrounds.
    expect(d.primaryText).toBe("#000000");
    expect(d.headerText).toBe("#ffffff");
    expect(contrastRatio(d.link, "#ffffff")).toBeGreaterThanOrEqual(WCAG_AA_CONTRAST);
    expect(contrastRatio("#ffdd00", "#ffffff")).toBeLessThan(WCAG_AA_CONTRAST);
    expect(d.primaryShades[6]).toBe("#ffdd00");

    const viewer = await as(app, await member(app));
    expect((await viewer.get("/api/v1/network")).json().theme).toBeNull();

    const activated = await adminClient.put(`/administration/designs/${theme.id}/activation`);
    expect(activated.statusCode, activated.body).toBe(200);
    expect(activated.json()).toMatchObject({ active_theme_id: theme.id, effective_theme: { id: theme.id } });
    expect((await viewer.get("/api/v1/network")).json().theme).toMatchObject({ id: theme.id, bannerType: "color" });
    // Visitors (the signed-out pages) get the public look: colours, derived colours, logo type; no name.
    const visitorTheme = (await anonymous(app).get("/api/v1/network")).json().theme;
    expect(visitorTheme).toMatchObject({
      id: theme.id,
      logoType: "default",
      colors: { primary: "#ffdd00", header_background: "#123456" },
      derivedColors: { primaryText: "#000000", headerText: "#ffffff" },
    });
    expect(visitorTheme.name).toBe("");
    expect(visitorTheme.updated_at).toBe("");

    const second = (await adminClient.post("/administration/designs", fields({ name: "Winter" }))).json();
    await adminClient.put(`/administration/designs/${second.id}/activation`);
    const list = (await adminClient.get("/administration/designs")).json();
    expect(list.themes.map((t: { name: string; active: boolean }) => [t.name, t.active])).toEqual([
      ["Spring", false],
      ["Winter", true],
    ]);
    // Deactivating the theme that is not active leaves the active one.
    await adminClient.delete(`/administration/designs/${theme.id}/activation`);
    expect((await adminClient.get("/administration/designs")).json().active_theme_id).toBe(second.id);

    const updated = await adminClient.put(`/administration/designs/${theme.id}`, fields({ name: "Summer" }));
    expect(updated.json().name).toBe("Summer");
    expect((await adminClient.delete(`/administration/designs/${theme.id}`)).statusCode).toBe(204);
    expect((await adminClient.get(`/administration/designs/${theme.id}`)).statusCode).toBe(404);

    const types = (await latestAuditEvents(app.ctx.db, 10)).map((e) => e.eventType);
    expect(types).toEqual(expect.arrayContaining(["ThemeCreate", "ThemeActivate", "ThemeUpdate", "ThemeDestroy"]));
  });

  it("refuses colours that are not hex and an image banner without an image", async () => {
    for (const primary of ["red", "#12345", "#123456;background:url(x)", "expression(alert(1))"]) {
      const res = await adminClient.post(
        "/administration/designs",
        fields({ colors: { primary, header_background: "#ffffff", banner: "#000000" } }),
      );
      expect(res.statusCode, primary).toBe(422);
    }
    const res = await adminClient.post("/administration/designs", fields({ banner_type: "image" }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty("banner_image_id");
  });

  it("takes logos through the image rules: the editor's own image uploads only", async () => {
    const image = (
      await upload(adminClient, "images", { name: "logo.png", type: "image/png", data: await png() })
    ).json();
    const other = await as(app, await member(app));
    const foreign = (await upload(other, "images", { name: "x.png", type: "image/png", data: await png() })).json();
    const refused = await adminClient.post("/administration/designs", fields({ logo_image_id: foreign.id }));
    expect(refused.statusCode).toBe(422);

    const res = await adminClient.post(
      "/administration/designs",
      fields({ logo_type: "extended", logo_image_id: image.id, favicon_image_id: image.id }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      logoType: "extended",
      logoUrl: `/api/storage/images/${image.id}/preview`,
      faviconImage: { id: image.id, extension: "png" },
    });
    // Every member sees the logo once a theme uses it.
    expect((await other.get(`/api/storage/images/${image.id}/preview`)).statusCode).toBe(200);

    // A visitor reads the logo only while its theme is the network's active one, and no other upload.
    const visitor = anonymous(app);
    expect((await visitor.get(`/api/storage/images/${image.id}/preview`)).statusCode).toBe(401);
    await adminClient.put(`/administration/designs/${res.json().id}/activation`);
    expect((await visitor.get(`/api/storage/images/${image.id}/preview`)).statusCode).toBe(200);
    expect((await visitor.get(`/api/storage/images/${foreign.id}/preview`)).statusCode).toBe(401);
    expect((await visitor.get(`/api/storage/images/${image.id}/1920x1200`)).statusCode).not.toBe(200);
    await adminClient.delete(`/administration/designs/${res.json().id}/activation`);
    expect((await visitor.get(`/api/storage/images/${image.id}/preview`)).statusCode).toBe(401);
  });
});

describe("group and group category designs", () => {
  it("lets a group's administrators design it; the group's theme comes before its category's", async () => {
    const groupAdmin = await member(app);
    const plain = await member(app);
    const category = await groupCategory(app);
    const g = await group(app, { admin: groupAdmin, members: [plain], categoryId: category.id });
    const gClient = await as(app, groupAdmin);
    const plainClient = await as(app, plain);
    const base = `/groups/${g.slug}/administration/designs`;

    expect((await plainClient.get(base)).statusCode).toBe(403);
    expect((await plainClient.post(base, fields())).statusCode).toBe(403);
    expect((await gClient.get(`/group-categories/${category.id}/administration/designs`)).statusCode).toBe(403);
    expect(
      (await adminClient.get("/group-categories/0123456789abcdef01234567/administration/designs")).statusCode,
    ).toBe(404);
    expect((await gClient.get("/groups/no-such-group/administration/designs")).statusCode).toBe(404);

    const categoryTheme = (
      await adminClient.post(`/group-categories/${category.id}/administration/designs`, fields({ name: "Category" }))
    ).json();
    await adminClient.put(`/group-categories/${category.id}/administration/designs/${categoryTheme.id}/activation`);
    const nav = async () => (await plainClient.get(`/groups/${g.slug}/navigation`)).json().group.active_theme;
    expect(await nav()).toMatchObject({ id: categoryTheme.id, override: true });

    const created = await gClient.post(base, fields({ name: "Group" }));
    expect(created.statusCode, created.body).toBe(201);
    const groupTheme = created.json();
    expect((await gClient.put(`${base}/${groupTheme.id}/activation`)).json()).toMatchObject({
      active_theme_id: groupTheme.id,
    });
    expect(await nav()).toMatchObject({ id: groupTheme.id, context_type: "group" });
    // Another context's theme is not found here.
    expect((await gClient.get(`${base}/${categoryTheme.id}`)).statusCode).toBe(404);

    await gClient.delete(`${base}/${groupTheme.id}/activation`);
    expect(await nav()).toMatchObject({ id: categoryTheme.id });
  });
});
