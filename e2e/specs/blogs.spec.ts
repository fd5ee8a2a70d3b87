import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { apiCall, checkA11y, PHONE, signIn, textWhen, toastText, useBrowser } from "../browser.js";
import { pickOptionIn } from "../locators.js";

const WIDE = { width: 1366, height: 900 };

describe("blogs", { timeout: 600_000 }, () => {
  const browser = useBrowser();

  it("an administrator writes and publishes an article; a member reads it and finds it, never the draft", async () => {
    const stamp = Date.now();
    const admin = await browser.newPage(WIDE);
    await signIn(admin.page, "admin@example.com");
    // A blog without a channel (the channels' pages make theirs): through the administrators' route.
    const created = await apiCall(admin.page, "POST", "/blogs", { blog: { title: `Company news ${stamp}` } });
    expect(created.status()).toBe(201);
    const blogId = (await created.json()).id as string;
    const draft = await apiCall(admin.page, "POST", `/blogs/${blogId}/articles`, {
      article: { title: `Secret plans ${stamp}`, html_content: "<p>Not yet</p>", status: "draft" },
    });
    expect(draft.status()).toBe(201);
    const draftPath = (await draft.json()).path as string;

    // The administrator writes the article in the editor and publishes it.
    await admin.page.goto(`/blogs/${blogId}/articles`);
    await admin.page.getByTestId("article-new").click();
    await admin.page.waitForURL(new RegExp(`/blogs/${blogId}/articles/new$`));
    await admin.page.getByTestId("article-title-input").fill(`Rooftop party ${stamp}`);
    await admin.page.getByTestId("article-teaser-input").fill("Drinks on Friday");
    await admin.page.getByTestId("article-editor").locator(".ProseMirror").click();
    await admin.page.keyboard.type(`Everyone is welcome at the rooftop ${stamp}.`);
    // The editor's "Insert image" uploads a picture and puts it at the cursor, its alt text from the file's name.
    const picture = await sharp({ create: { width: 1200, height: 600, channels: 3, background: "#1c7ed6" } })
      .png()
      .toBuffer();
    const [chooser] = await Promise.all([
      admin.page.waitForEvent("filechooser"),
      admin.page.getByTestId("article-editor").getByRole("button", { name: "Insert image" }).click(),
    ]);
    await chooser.setFiles({ name: "rooftop-map.png", mimeType: "image/png", buffer: picture });
    const inEditor = admin.page.getByTestId("article-editor").getByRole("img", { name: "rooftop-map" });
    await inEditor.waitFor();
    await admin.page.waitForFunction(
      () => (document.querySelector('[data-testid="article-editor"] img') as HTMLImageElement | null)?.naturalWidth,
    );
    await admin.page.getByTestId("article-status").getByText("Published", { exact: true }).click();
    expect(await admin.page.getByRole("switch", { name: /Post to activity streams/ }).isChecked()).toBe(true);
    await checkA11y(admin.page);
    await admin.page.getByTestId("article-save").click();
    expect(await toastText(admin.page, "The article was saved.")).toBe("The article was saved.");
    await admin.page.waitForURL(new RegExp(`/blogs/${blogId}/articles/[0-9a-f]{24}$`));
    expect(await textWhen(admin.page.getByTestId("article-title"), /Rooftop/)).toBe(`Rooftop party ${stamp}`);
    expect(await admin.page.getByTestId("article-meta").textContent()).toContain(`Company news ${stamp}`);
    const articlePath = new URL(admin.page.url()).pathname;
    await checkA11y(admin.page);

    // A member on a phone reads it from /blogs, finds it in the search, and never sees the draft.
    const elias = await browser.newPage(PHONE);
    await signIn(elias.page, "elias.neumann@example.com");
    await elias.page.goto("/blogs");
    const entries = elias.page.getByTestId("article-entry");
    const entry = entries.filter({ hasText: `Rooftop party ${stamp}` });
    await entry.waitFor();
    expect(await entries.filter({ hasText: `Secret plans ${stamp}` }).count()).toBe(0);
    await checkA11y(elias.page);
    await entry.getByRole("link", { name: `Rooftop party ${stamp}` }).click();
    await elias.page.waitForURL(new RegExp(`${articlePath}$`));
    expect(await textWhen(elias.page.getByTestId("article-content"), /rooftop/)).toBe(
      `Everyone is welcome at the rooftop ${stamp}.`,
    );
    expect(await elias.page.getByTestId("article-teaser").textContent()).toBe("Drinks on Friday");
    // The picture the administrator inserted loads for Elias too (the article's readers may read its images).
    const shownPicture = elias.page.getByTestId("article-content").getByRole("img", { name: "rooftop-map" });
    await shownPicture.waitFor();
    await elias.page.waitForFunction(
      () => (document.querySelector('[data-testid="article-content"] img') as HTMLImageElement | null)?.naturalWidth,
    );
    // On the phone it fits the screen.
    const box = await shownPicture.boundingBox();
    expect(box?.width).toBeGreaterThan(0);
    expect(box?.width).toBeLessThanOrEqual(390);
    expect(await elias.page.getByTestId("article-edit").count()).toBe(0);
    await checkA11y(elias.page);

    // Publishing posted it to the network stream (the form's switch is on by default): Elias reads its title and
    // teaser there and follows the link to the article; the draft is not in his stream.
    await elias.page.goto("/activitystreams/all");
    const posted = elias.page.getByTestId("activity-object").filter({ hasText: `Rooftop party ${stamp}` });
    await posted.waitFor();
    expect(await posted.getByTestId("activity-object-teaser").textContent()).toBe("Drinks on Friday");
    expect(
      await elias.page
        .getByTestId("activity-object")
        .filter({ hasText: `Secret plans ${stamp}` })
        .count(),
    ).toBe(0);
    await checkA11y(elias.page);
    await posted.getByRole("link", { name: `Rooftop party ${stamp}` }).click();
    await elias.page.waitForURL(new RegExp(`${articlePath}$`));
    await elias.page.getByTestId("article-content").waitFor();

    await elias.page.goto(draftPath);
    await elias.page.getByText("This article does not exist or you may not read it.").waitFor();

    await elias.page.goto(`/blogs/${blogId}/edit`);
    await elias.page.getByTestId("blog-no-permission").waitFor();

    // On a phone, the administrator lets all members write and publishes as the author.
    const adminPhone = await browser.newPage(PHONE);
    await signIn(adminPhone.page, "admin@example.com");
    await adminPhone.page.goto(`/blogs/${blogId}/edit`);
    await adminPhone.page.getByTestId("blog-description-input").fill("What happens in the company");
    await adminPhone.page.getByTestId("publish-as-author").click();
    const writers = adminPhone.page.getByTestId("audience-create");
    await pickOptionIn(adminPhone.page, writers.getByTestId("audience-create-type"), "System role");
    await pickOptionIn(adminPhone.page, writers.getByTestId("audience-create-choice"), "Members");
    await writers.getByTestId("audience-create-add").click();
    await writers.getByText("Members", { exact: true }).waitFor();
    await checkA11y(adminPhone.page);
    await adminPhone.page.getByTestId("blog-save").click();
    expect(await toastText(adminPhone.page, "The blog was saved.")).toBe("The blog was saved.");
    // Now Elias may write: the blog's list offers him a new article.
    await elias.page.goto(`/blogs/${blogId}/articles`);
    await elias.page.getByTestId("article-new").waitFor();

    await elias.page.goto(`/search?q=${stamp}&module=articles`);
    const hits = elias.page.getByTestId("search-module-articles").getByTestId("search-hit");
    await hits.filter({ hasText: `Rooftop party ${stamp}` }).waitFor();
    expect(await hits.filter({ hasText: `Secret plans ${stamp}` }).count()).toBe(0);
    await checkA11y(elias.page);
  });
});
