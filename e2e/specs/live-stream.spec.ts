import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { checkA11y, PHONE, signIn, textWhen, useBrowser } from "../browser.js";

/**
 * Resolves once the page's socket has joined the topic (the server's `ok` reply to its `phx_join`): an event
 * published before that would reach nobody, so the other member acts only after it.
 */
function joined(page: Page, topic: string): Promise<void> {
  return new Promise((resolve) => {
    page.on("websocket", (ws) =>
      ws.on("framereceived", ({ payload }) => {
        const frame = JSON.parse(String(payload)) as [
          string | null,
          string | null,
          string,
          string,
          { status?: string },
        ];
        if (frame[2] === topic && frame[3] === "phx_reply" && frame[4].status === "ok" && frame[0] !== null) {
          resolve();
        }
      }),
    );
  });
}

/** Whether the element itself is what a tap at its centre reaches (no toast or notice lies over it). */
async function uncovered(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top !== null && (top === el || el.contains(top));
  });
}

describe("a stream that updates live", { timeout: 600_000 }, () => {
  const browser = useBrowser();

  it("member A posts, member B reads '1 new post', clicks and reads it; A sees B's reply in place", async () => {
    const stamp = Date.now();
    const text = `Coffee machine on floor 3 is fixed ${stamp}`;

    const sofia = await browser.newPage();
    await signIn(sofia.page, "sofia.klein@example.com");
    const elias = await browser.newPage(PHONE);
    await signIn(elias.page, "elias.neumann@example.com");
    const [sofiaJoined, eliasJoined] = [joined(sofia.page, "activities:all"), joined(elias.page, "activities:all")];
    await Promise.all([sofia.page.goto("/activitystreams/all"), elias.page.goto("/activitystreams/all")]);
    const eliasCards = elias.page.getByTestId("activity-card");
    // The post he is reading: the first with a text of its own (an article's or an app item's card shows a summary).
    const readingCard = eliasCards.filter({ has: elias.page.getByTestId("activity-content") }).first();
    await readingCard.waitFor();
    const reading = await readingCard.getByTestId("activity-content").innerText();
    const readingTop = async () => (await readingCard.boundingBox())?.y;
    const topBefore = await readingTop();
    await Promise.all([sofiaJoined, eliasJoined]);

    // Sofia posts; the composer says so beside Post, covering nothing.
    await sofia.page.getByLabel("What would you like to share?", { exact: true }).click();
    await sofia.page.keyboard.type(text);
    await sofia.page.getByRole("button", { name: "Post", exact: true }).click();
    expect(await textWhen(sofia.page.getByTestId("activity-published"), /published/)).toBe("Your post is published.");
    const mine = sofia.page.getByTestId("activity-card").filter({ hasText: text });
    await mine.waitFor();
    expect(await sofia.page.getByTestId("fresh-activities").count()).toBe(0);

    // Elias, on his phone, reads the notice at the top; what he was reading has not moved.
    const notice = elias.page.getByTestId("fresh-activities");
    expect(await textWhen(notice, /new post/)).toBe("1 new post");
    expect(await readingCard.getByTestId("activity-content").innerText()).toBe(reading);
    // Not even by the notice's height: it floats over the list (a card shifting under a tap hits the wrong control).
    expect(await readingTop()).toBe(topBefore);
    expect(await elias.page.getByText(text).count()).toBe(0);
    await checkA11y(elias.page);
    await notice.click();
    const shown = eliasCards.filter({ hasText: text });
    await shown.waitFor();
    expect(await shown.getByTestId("activity-content").innerText()).toBe(text);
    expect(await eliasCards.first().getByTestId("activity-content").innerText()).toBe(text);
    expect(await notice.count()).toBe(0);

    // Elias replies and likes; Sofia's card shows both without a reload.
    await shown.getByTestId("like-button").click();
    await shown.getByTestId("open-reply").click();
    await shown.getByLabel("Your reply").click();
    await elias.page.keyboard.type(`Thanks, Sofia ${stamp}`);
    await shown.getByRole("button", { name: "Reply", exact: true }).last().click();
    await mine
      .getByTestId("activity-reply")
      .filter({ hasText: `Thanks, Sofia ${stamp}` })
      .waitFor();
    expect(await textWhen(mine.getByTestId("reply-count"), /1 reply/)).toContain("1 reply");
    expect(await textWhen(mine.getByTestId("likers-summary"), /Elias Neumann/)).toContain("Elias Neumann");
    await checkA11y(sofia.page);

    // Elias posts from his phone: the composer says it is published, and nothing lies over his new post's Reply.
    const his = `Printer on floor 2 is out of paper ${stamp}`;
    await elias.page.getByLabel("What would you like to share?", { exact: true }).click();
    await elias.page.keyboard.type(his);
    await elias.page.getByRole("button", { name: "Post", exact: true }).click();
    expect(await textWhen(elias.page.getByTestId("activity-published"), /published/)).toBe("Your post is published.");
    const reply = eliasCards.filter({ hasText: his }).getByTestId("open-reply");
    await reply.scrollIntoViewIfNeeded();
    expect(await uncovered(reply)).toBe(true);
    await checkA11y(elias.page);
  });
});
