import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/app.js";
import { admin, anonymous, as, type Client, group, member } from "../../../test/factories.js";
import type { App } from "../../app.js";
import { latestAuditEvents } from "../administration/audit.repo.js";

let app: App;
let adminClient: Client;

beforeAll(async () => {
  app = await createTestApp();
  adminClient = await as(app, await admin(app));
});

const item = (text: string, link: string, extra: Record<string, unknown> = {}) => ({
  text,
  link,
  public: false,
  new_window: false,
  navigation_items: [],
  ...extra,
});

describe("the navigation editor (administration §5 Navigation)", () => {
  it("saves a tree of depth 2, gives items with children the link '#', and audits the change", async () => {
    expect((await adminClient.get("/administration/navigation.json")).json()).toEqual({ navigation_items: [] });
    const res = await adminClient.put("/administration/navigation", {
      navigation_items: [
        item("Intranet", "/activitystreams/all", { public: true }),
        item("Service", "/ignored", {
          public: true,
          navigation_items: [
            item("Canteen", "https://canteen.example.org/menu", { public: true, new_window: true }),
            item("IT desk", "/pages/it"),
          ],
        }),
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().navigation_items[1]).toMatchObject({ text: "Service", link: "#" });
    expect((await adminClient.get("/administration/navigation.json")).json()).toEqual(res.json());
    const [event] = await latestAuditEvents(app.ctx.db, 1);
    expect(event).toMatchObject({
      eventType: "NavigationUpdate",
      details: { items: ["Intranet", "Service"], count: 4 },
    });
  });

  it("refuses empty text, a missing link, a script link, another host as a path and a third level", async () => {
    const refused = [
      [item("", "/x")],
      [item("No link", "")],
      [item("Script", "javascript:alert(1)")],
      // Paths a browser reads as another host: `/\host` and a tab dropped from `/\t/host`.
      [item("Other host", "/\\evil.example")],
      [item("Other host", "/\t/evil.example")],
      [item("Deep", "#", { navigation_items: [item("Child", "#", { navigation_items: [item("Grandchild", "/x")] })] })],
    ];
    for (const navigation_items of refused) {
      const res = await adminClient.put("/administration/navigation", { navigation_items });
      expect(res.statusCode, JSON.stringify(navigation_items)).toBe(422);
    }
    // Nothing of that was stored.
    expect((await adminClient.get("/administration/navigation.json")).json().navigation_items).toHaveLength(2);
  });

  it("shows members every item, and guests and visitors the public ones only", async () => {
    const asMember = await as(app, await member(app));
    expect(
      (await asMember.get("/api/v1/navigation")).json().navigation_items.map((i: { text: string }) => i.text),
    ).toEqual(["Intranet", "Service"]);
    const publicTree = {
      navigation_items: [
        expect.objectContaining({ text: "Intranet" }),
        expect.objectContaining({ text: "Service", navigation_items: [expect.objectContaining({ text: "Canteen" })] }),
      ],
    };
    expect((await anonymous(app).get("/api/v1/navigation")).json()).toEqual(publicTree);
    const guest = await as(app, await member(app, { isExternal: true }));
    expect((await guest.get("/api/v1/navigation")).json()).toEqual(publicTree);
  });

  it("answers 403 to members and 401 to visitors on the editor's routes", async () => {
    const asMember = await as(app, await member(app));
    for (const path of ["/administration/navigation.json", "/administration/pages.json", "/administration/apps.json"]) {
      expect((await asMember.get(path)).statusCode).toBe(403);
      expect((await anonymous(app).get(path)).statusCode).toBe(401);
    }
    expect((await asMember.put("/administration/navigation", { navigation_items: [] })).statusCode).toBe(403);
    // No apps exist in the product.
    expect((await adminClient.get("/administration/apps.json")).json()).toEqual({ apps: [] });
    // An app of the network is offered, linking to its items.
    const made = await adminClient.post("/api/v1/apps", {
      name: "Ideas board",
      slug: null,
      description: null,
      show_in_userbar: false,
      group_id: null,
      fields: [{ name: "title", label: "Title", type: "text", required: true, admin_only: false, options: [] }],
      collection_layout: { view: "list", column_property: null },
      item_layout: { type: "auto", tabs: [] },
      integrations: { email: null, activity: null },
    });
    expect(made.statusCode, made.body).toBe(201);
    expect((await adminClient.get("/administration/apps.json")).json()).toEqual({
      apps: [{ text: "Ideas board", link: `/apps/${made.json().slug}/items` }],
    });
  });

  it("offers the groups' pages to the editors' pages type: every group's to the network, its own to a group", async () => {
    const owner = await member(app);
    const g = await group(app, { admin: owner });
    const other = await group(app, { admin: owner });
    const asOwner = await as(app, owner);
    for (const [slug, title] of [
      [g.slug, "Rules"],
      [other.slug, "Minutes"],
    ] as const) {
      const created = await asOwner.post(`/groups/${slug}/pages`, { group_page: { title, html_content: "<p>x</p>" } });
      expect(created.statusCode, created.body).toBe(201);
    }
    const network = (await adminClient.get("/administration/pages.json")).json().pages;
    expect(network).toEqual(
      expect.arrayContaining([
        { text: `${g.name} · Rules`, link: `/groups/${g.slug}/pages/rules` },
        { text: `${other.name} · Minutes`, link: `/groups/${other.slug}/pages/minutes` },
      ]),
    );
    expect((await asOwner.get(`/groups/${g.slug}/administration/pages.json`)).json()).toEqual({
      pages: [{ text: "Rules", link: `/groups/${g.slug}/pages/rules` }],
    });
    const asStranger = await as(app, await member(app));
    expect((await asStranger.get(`/groups/${g.slug}/administration/pages.json`)).statusCode).toBe(403);
  });

  it("keeps a group's navigation apart, for its administrators", async () => {
    const owner = await member(app);
    const insider = await member(app);
    const g = await group(app, { admin: owner, members: [insider], access: "closed" });
    const asOwner = await as(app, owner);
    const saved = await asOwner.put(`/groups/${g.slug}/administration/navigation`, {
      navigation_items: [item("Minutes", `/groups/${g.slug}/files`)],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const asInsider = await as(app, insider);
    expect((await asInsider.get(`/groups/${g.slug}/administration/navigation.json`)).statusCode).toBe(403);
    expect(
      (await asInsider.put(`/groups/${g.slug}/administration/navigation`, { navigation_items: [] })).statusCode,
    ).toBe(403);
    expect((await asInsider.get(`/api/v1/groups/${g.slug}/navigation`)).json().navigation_items).toHaveLength(1);
    const hidden = await group(app, { admin: owner, access: "hidden" });
    expect((await asInsider.get(`/groups/${hidden.slug}/administration/navigation.json`)).statusCode).toBe(404);
    // The network's tree is untouched.
    expect((await adminClient.get("/administration/navigation.json")).json().navigation_items).toHaveLength(2);
  });
});

const appItem = (type: string, extra: Record<string, unknown> = {}) => ({
  id: type,
  label: type,
  type,
  icon: "home",
  isDefault: true,
  isEntryPoint: false,
  options: {},
  ...extra,
});

describe("the app navigation editor (administration §4, §5 App navigation)", () => {
  it("starts from the defaults with one entry point and the unused defaults under more", async () => {
    const res = await adminClient.get("/administration/app_navigation.json");
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().items as { type: string; isEntryPoint: boolean; options: { items?: string[] } }[];
    expect(items.map((i) => i.type)).toEqual(["activitystreams", "messages", "appointments", "files", "more"]);
    expect(items.filter((i) => i.isEntryPoint)).toHaveLength(1);
    expect(items[4]?.options.items).toEqual(["pages", "channels", "search", "directory", "settings"]);
  });

  it("refuses six items, no or two entry points, a link as entry point and a link that is no URL", async () => {
    const refused = [
      ["messages", "files", "search", "pages", "directory", "settings"].map((t, i) =>
        appItem(t, { isEntryPoint: i === 0 }),
      ),
      [appItem("messages")],
      [appItem("messages", { isEntryPoint: true }), appItem("files", { isEntryPoint: true })],
      [appItem("link", { isEntryPoint: true, options: { url: "https://example.org" } })],
      [appItem("messages", { isEntryPoint: true }), appItem("link", { options: { url: "not a url" } })],
      [appItem("messages", { isEntryPoint: true }), appItem("messages", { id: "twice" })],
      [appItem("messages", { isEntryPoint: true, label: " " })],
    ];
    for (const items of refused) {
      expect(
        (await adminClient.put("/administration/app_navigation", { items })).statusCode,
        JSON.stringify(items),
      ).toBe(422);
    }
  });

  it("fills the more list, opens links to this site in the webview, and audits the save", async () => {
    const host = new URL(app.ctx.config.publicUrl).host;
    const res = await adminClient.put("/administration/app_navigation", {
      items: [
        appItem("messages", { isEntryPoint: true }),
        appItem("link", { id: "own", options: { url: `http://${host}/pages/x`, open_in: "browser" } }),
        appItem("link", { id: "other", options: { url: "https://example.org/", open_in: "browser" } }),
        appItem("link", { id: "plain", options: { url: "https://example.org/b" } }),
        appItem("more", { options: { items: [] } }),
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().items as { options: { open_in?: string; items?: string[] } }[];
    expect(items.map((i) => i.options.open_in)).toEqual([undefined, "webview", "browser", "webview", undefined]);
    expect(items[4]?.options.items).toContain("activitystreams");
    expect(items[4]?.options.items).not.toContain("messages");
    expect((await adminClient.get("/administration/app_navigation.json")).json()).toEqual(res.json());
    const [event] = await latestAuditEvents(app.ctx.db, 1);
    expect(event?.eventType).toBe("AppNavigationUpdate");
    const asMember = await as(app, await member(app));
    expect((await asMember.get("/administration/app_navigation.json")).statusCode).toBe(403);
  });
});
