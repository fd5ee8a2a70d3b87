import { describe, expect, it } from "vitest";
import { apiCall, checkA11y, PHONE, signIn, textWhen, toastText, useBrowser } from "../browser.js";

const json = { accept: "application/json" };

// Generous: each page is checked by axe at two widths, which on a busy shared machine takes a while.
describe("network activity streams", { timeout: 600_000 }, () => {
  const browser = useBrowser();

  it("an administrator creates a stream, members post and read it, subscriptions and the guest's view follow", async () => {
    const stamp = Date.now();
    const slug = `projects-${stamp}`;
    const name = `Projects ${stamp}`;

    // The administrator creates the stream through the administration screens.
    const alex = await browser.newPage();
    await signIn(alex.page, "admin@example.com");
    await alex.page.goto("/administration/activitystreams");
    await alex.page.getByRole("heading", { name: "Activity streams" }).first().waitFor();
    await checkA11y(alex.page);
    await alex.page.getByTestId("admin-stream-new").click();
    await alex.page.waitForURL(/\/administration\/activitystreams\/new$/);
    await alex.page.getByTestId("admin-stream-name").fill(name);
    expect(await alex.page.getByTestId("admin-stream-slug").inputValue()).toBe(slug);
    // `all` is the built-in stream's address: a field error, nothing saved.
    await alex.page.getByTestId("admin-stream-slug").fill("all");
    await alex.page.getByTestId("admin-stream-save").click();
    await alex.page.getByTestId("admin-stream-slug").and(alex.page.locator("[aria-invalid=true]")).waitFor();
    await checkA11y(alex.page);
    await alex.page.getByTestId("admin-stream-slug").fill(slug);
    await alex.page.getByTestId("admin-stream-description").fill("Where the project teams report");
    await alex.page.getByTestId("admin-stream-save").click();
    expect(await toastText(alex.page, `The stream ${name} was created.`)).toBe(`The stream ${name} was created.`);
    await alex.page.getByTestId("admin-stream").filter({ hasText: name }).waitFor();

    // A member finds it in the stream navigation on a phone and posts into it.
    const sofia = await browser.newPage(PHONE);
    await signIn(sofia.page, "sofia.klein@example.com");
    await sofia.page.goto("/activitystreams/all");
    await sofia.page.getByTestId(`stream-link-${slug}`).click();
    await sofia.page.waitForURL(new RegExp(`/activitystreams/${slug}$`));
    await sofia.page.getByRole("heading", { name }).waitFor();
    await checkA11y(sofia.page);
    // Subscriptions are off: no toggle.
    expect(await sofia.page.getByTestId("stream-subscription").count()).toBe(0);
    const text = `Milestone ${stamp} reached`;
    await sofia.page.getByLabel("What would you like to share?", { exact: true }).click();
    await sofia.page.keyboard.type(text);
    await sofia.page.getByRole("button", { name: "Post", exact: true }).click();
    expect(await textWhen(sofia.page.getByTestId("activity-published"), /published/)).toBe("Your post is published.");
    const card = sofia.page.getByTestId("activity-card").filter({ hasText: text });
    await card.waitFor();
    // It is in the stream and, with subscriptions off, in All activities.
    const inAll = async () =>
      (
        (await (await sofia.page.request.get("/activitystreams/all", { headers: json })).json()).activities as {
          content: string;
        }[]
      ).some((a) => a.content.includes(text));
    expect(await inAll()).toBe(true);

    // The guest sees only All: no navigation entry, no page, no post.
    const guest = await browser.newPage();
    await signIn(guest.page, "guest@partner.example.org");
    const guestStreams = await (await guest.page.request.get("/activitystreams.json", { headers: json })).json();
    expect(guestStreams.streams.map((s: { slug: string }) => s.slug)).toEqual(["all"]);
    expect((await guest.page.request.get(`/activitystreams/${slug}`, { headers: json })).status()).toBe(404);
    const guestAll = await (await guest.page.request.get("/activitystreams/all", { headers: json })).json();
    expect(guestAll.activities.some((a: { content: string }) => a.content.includes(text))).toBe(false);

    // The administrator lets members subscribe; Sofia leaves the stream and All no longer shows it.
    await alex.page.goto("/administration/settings/edit?tab=member");
    // The switch's (transparent) input lies over its label: clicking the label is clicking it.
    await alex.page.getByRole("switch", { name: "Members may subscribe to activity streams" }).click();
    await alex.page.getByTestId("admin-settings-save").click();
    expect(await toastText(alex.page, "Saved successfully.")).toBe("Saved successfully.");
    await checkA11y(alex.page);
    try {
      await sofia.page.reload();
      const toggle = sofia.page.getByRole("switch", { name: "Show in All activities" });
      await toggle.waitFor({ state: "attached" });
      expect(await toggle.isChecked()).toBe(true);
      await checkA11y(sofia.page);
      await toggle.click();
      await sofia.page.waitForFunction(
        () =>
          (document.querySelector("[data-testid=stream-subscription]") as HTMLInputElement | null)?.checked === false,
      );
      expect(await inAll()).toBe(false);
      await toggle.click();
      await sofia.page.waitForFunction(
        () =>
          (document.querySelector("[data-testid=stream-subscription]") as HTMLInputElement | null)?.checked === true,
      );
      expect(await inAll()).toBe(true);

      // The filters files and appointments are tabs of every stream.
      await sofia.page.getByRole("tab", { name: "Files" }).click();
      await sofia.page.waitForURL(new RegExp(`/activitystreams/${slug}/files$`));
      await sofia.page.getByRole("tab", { name: "Appointments" }).click();
      await sofia.page.waitForURL(new RegExp(`/activitystreams/${slug}/appointments$`));
    } finally {
      expect(
        (
          await apiCall(alex.page, "PUT", "/administration/settings", { activity_stream_subscriptions_enabled: false })
        ).status(),
      ).toBe(200);
    }

    // Deleting the stream asks first; its post moves to All.
    await alex.page.goto("/administration/activitystreams");
    await alex.page.getByTestId("admin-stream").filter({ hasText: name }).getByTestId("admin-stream-delete").click();
    await alex.page.getByTestId("confirm-ok").click();
    expect(await toastText(alex.page, `The stream ${name} was deleted.`)).toBe(`The stream ${name} was deleted.`);
    expect((await sofia.page.request.get(`/activitystreams/${slug}`, { headers: json })).status()).toBe(404);
    expect(await inAll()).toBe(true);
  });
});
