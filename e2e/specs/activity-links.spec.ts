import http from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkA11y, PHONE, signIn, textWhen, toastText, useBrowser } from "../browser.js";

const json = { accept: "application/json" };

/**
 * A stand-in web page for the link preview, on this machine: the app crawls it because the journeys start it with
 * CRAWL_ALLOW_PRIVATE_HOSTS=1 (e2e/server.ts); in production the crawler refuses private addresses.
 */
let site: http.Server;
let origin = "";
beforeAll(async () => {
  const picture = await sharp({ create: { width: 120, height: 60, channels: 3, background: "#1971c2" } })
    .png()
    .toBuffer();
  site = http.createServer((req, res) => {
    if (req.url === "/picture.png") {
      res.writeHead(200, { "content-type": "image/png" }).end(picture);
      return;
    }
    if (req.url?.startsWith("/handbook")) {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(`<!doctype html><html><head>
        <title>Plain title</title>
        <meta property="og:title" content="Employee handbook 2026">
        <meta property="og:description" content="Everything about holidays, travel and the canteen.">
        <meta property="og:site_name" content="Stand-in Intranet Docs">
        <meta property="og:image" content="/picture.png">
      </head><body></body></html>`);
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
afterAll(async () => {
  site.closeAllConnections();
  await new Promise((resolve) => site.close(resolve));
});

describe("link previews in the activity stream", { timeout: 600_000 }, () => {
  const browser = useBrowser();

  it("previews a link typed into a note, posts it, shows it to others and removes it on edit", async () => {
    const stamp = Date.now();
    const address = `${origin}/handbook?v=${stamp}`;
    const sofia = await browser.newPage();
    await signIn(sofia.page, "sofia.klein@example.com");
    await sofia.page.goto("/activitystreams/all");
    const editor = sofia.page.getByLabel("What would you like to share?", { exact: true });
    await editor.click();
    // The address is crawled once a space follows it; Post waits for the preview.
    await sofia.page.keyboard.type(`Read the new handbook ${stamp}: ${address} `);
    const composer = sofia.page.getByTestId("activity-composer");
    const preview = composer.getByTestId("link-preview");
    await preview.waitFor({ timeout: 60_000 });
    expect(await preview.getByTestId("link-preview-title").textContent()).toBe("Employee handbook 2026");
    expect(await preview.getByTestId("link-preview-site").textContent()).toBe("Stand-in Intranet Docs");
    await checkA11y(sofia.page);
    await sofia.page.getByRole("button", { name: "Post", exact: true }).click();
    expect(await textWhen(sofia.page.getByTestId("activity-published"), /published/)).toBe("Your post is published.");

    const card = sofia.page.getByTestId("activity-card").filter({ hasText: `Read the new handbook ${stamp}` });
    const shown = card.getByTestId("link-preview");
    await shown.waitFor();
    const title = shown.getByTestId("link-preview-title");
    expect(await title.getAttribute("href")).toBe(address);
    expect(await title.getAttribute("target")).toBe("_blank");
    expect(await title.getAttribute("rel")).toBe("noopener noreferrer");
    // The picture comes from our server, not from the page's site.
    expect(await shown.locator("img").getAttribute("src")).toMatch(/^\/api\/storage\/images\/[0-9a-f]{24}\/preview$/);

    // Another member sees the preview at phone width, its picture served to them too.
    const anna = await browser.newPage(PHONE);
    await signIn(anna.page, "anna.becker@example.com");
    await anna.page.goto("/activitystreams/all");
    const annaCard = anna.page.getByTestId("activity-card").filter({ hasText: `Read the new handbook ${stamp}` });
    await annaCard.getByTestId("link-preview").waitFor();
    const src = await annaCard.getByTestId("link-preview").locator("img").getAttribute("src");
    expect((await anna.page.request.get(src ?? "")).status()).toBe(200);
    await checkA11y(anna.page);

    // Sofia edits the note and removes the preview.
    await card.getByTestId("activity-menu").click();
    await sofia.page.getByTestId("activity-menu-edit").click();
    const form = card.getByTestId("activity-edit");
    await form.getByTestId("link-preview").waitFor();
    await form.getByTestId("link-preview-remove").click();
    await form.getByTestId("activity-edit-save").click();
    expect(await toastText(sofia.page, "Changes saved.")).toBe("Changes saved.");
    await card.getByTestId("link-preview").waitFor({ state: "detached" });
    const stream = await (await sofia.page.request.get("/activitystreams/all", { headers: json })).json();
    const posted = stream.activities.find((a: { content: string }) => a.content.includes(`handbook ${stamp}`));
    expect(posted.attachments.links).toEqual([]);
  });
});
