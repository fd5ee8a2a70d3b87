import type { DerivedColors } from "@intranet/contracts";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../test/app.js";
import { admin, as, type Client, themeFields, upload } from "../../test/factories.js";
import { prerenderedDist } from "../../test/prerendered-dist.js";
import type { App } from "../app.js";
import { themeMarkup } from "./prerendered-theme.js";

/** A web build with one prerendered page. */
const webDist = () =>
  prerenderedDist(
    [{ name: "legal", pattern: "/legal", params: [], depends: [], variants: [{ key: "[]", file: "legal.html" }] }],
    {
      "legal.html":
        '<!doctype html><html lang="en"><head><title>__NAME__</title></head><body><div id="root"><header>' +
        '<a data-testid="header-logo"><div><svg></svg><p>__NAME__</p></div></a></header></div>' +
        "<!--network-preload--></body></html>",
    },
  );

const COLORS = { primary: "#2f9e44", header_background: "#123456", banner: "#aa0000" };
const fields = (overrides: Record<string, unknown> = {}) =>
  themeFields({ name: "Visitors", colors: COLORS, ...overrides });

let app: App;
let adminClient: Client;
/** A signed-out visitor's page load. */
const visit = async (url = "/legal") =>
  app.inject({ method: "GET", url, headers: { accept: "text/html", "accept-language": "en" } });

beforeAll(async () => {
  app = await createTestApp({ webDist: webDist() });
  adminClient = await as(app, await admin(app));
});

describe("the network's theme on prerendered signed-out pages", () => {
  it("is drawn into the HTML (colours, banner, logo) and a changed theme shows at the next load", async () => {
    const before = await visit();
    expect(before.statusCode).toBe(200);
    expect(before.body).not.toContain('id="network-theme"');

    const logo = (
      await upload(adminClient, "images", {
        name: "logo.png",
        type: "image/png",
        data: await sharp({ create: { width: 90, height: 30, channels: 3, background: "#336699" } })
          .png()
          .toBuffer(),
      })
    ).json();
    const theme = (await adminClient.post("/administration/designs", fields({ logo_image_id: logo.id }))).json();
    expect((await adminClient.put(`/administration/designs/${theme.id}/activation`)).statusCode).toBe(200);

    const page = await visit();
    expect(page.statusCode).toBe(200);
    expect(page.headers["cache-control"]).toBe("no-cache");
    const html = page.body;
    expect(html).toContain(`<html data-theme="${theme.id}" data-theme-static lang="en">`);
    expect(html).toMatch(/<style id="network-theme" data-theme-static>:root\{[^}]*--theme-header-bg:#123456/);
    expect(html).toContain("--mantine-primary-color-6:#2f9e44");
    expect(html).toContain("--theme-banner-height:20px");
    expect(html).toContain(
      '<div class="theme-banner" data-testid="theme-banner" data-theme-static aria-hidden="true" ' +
        'style="height:20px;background-color:#aa0000"></div><div id="root">',
    );
    expect(html).toContain(`background:url("/api/storage/images/${logo.id}/preview") left center/contain no-repeat`);
    // The visitor may load the logo the page names.
    expect((await app.inject({ method: "GET", url: `/api/storage/images/${logo.id}/preview` })).statusCode).toBe(200);

    const changed = await adminClient.put(
      `/administration/designs/${theme.id}`,
      fields({
        logo_image_id: logo.id,
        banner_type: "hidden",
        colors: { ...COLORS, header_background: "#fafafa" },
      }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    const next = (await visit()).body;
    expect(next).toContain("--theme-header-bg:#fafafa");
    expect(next).not.toContain("#123456");
    expect(next).not.toContain('data-testid="theme-banner"');
  });

  it("refuses hostile colours at the edge", async () => {
    const res = await adminClient.post(
      "/administration/designs",
      fields({
        colors: { primary: "red;}</style><script>alert(1)</script>", header_background: "#fff", banner: "#000" },
      }),
    );
    expect(res.statusCode).toBe(422);
  });
});

describe("themeMarkup", () => {
  const id = "a".repeat(24);
  /** A theme as the visitor's preload carries it. */
  let valid: Record<string, unknown> & { derivedColors: DerivedColors };
  beforeAll(async () => {
    const theme = (await adminClient.post("/administration/designs", fields({ banner_type: "hidden" }))).json();
    valid = { ...theme, id };
  });

  it("lets only hex colours, pixel sizes and own image URLs through", () => {
    const hostile = {
      ...valid,
      logoUrl: 'https://evil.example/x.png") ;}</style><script>alert(1)</script>',
      faviconImage: { id, extension: "png", url: "javascript:alert(1)" },
      bannerType: "image",
      bannerImage: { id, url: '/api/storage/images/x"/><script>' },
      derivedColors: {
        ...valid.derivedColors,
        headerBackground: "red;background:url(https://evil.example/)",
        banner: "</style><script>alert(1)</script>",
        primaryShades: [...valid.derivedColors.primaryShades.slice(0, 9), "expression(alert(1))"],
      },
    };
    const markup = themeMarkup(hostile);
    expect(markup).not.toBeNull();
    const all = JSON.stringify(markup);
    for (const bad of ["evil.example", "<script", "javascript:", "expression(", 'x\\"']) expect(all).not.toContain(bad);
    expect(markup?.head).not.toContain("--theme-header-bg");
    expect(markup?.head).toContain("--mantine-primary-color-0:");
    expect(markup?.body).toBe("");
  });

  it("draws nothing for what is not a theme, and an injected id is refused", () => {
    expect(themeMarkup(null)).toBeNull();
    expect(themeMarkup({ ...valid, id: '"><script>' })).toBeNull();
    expect(themeMarkup({ ...valid, bannerType: "color" })?.body).toContain("background-color:#aa0000");
  });
});
