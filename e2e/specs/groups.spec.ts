import { describe, expect, it } from "vitest";
import { demoDay } from "../../server/src/seed/demo-day.js";
import { checkA11y, signIn, textWhen, toastText, useBrowser } from "../browser.js";
import { readDate } from "../dates.js";

const json = { accept: "application/json" };
/**
 * When something was sent today, as the English app shows an instant: 23/11/2026 14:05. Today as the demo members see
 * it, in Berlin's time zone: the journey's process may run in UTC, where an hour before midnight it is still yesterday.
 */
const sentToday = () => new RegExp(`${readDate(demoDay(0)).replaceAll("/", "\\/")} \\d{2}:\\d{2}`);

// Generous: each page is checked by axe at two widths, which on a busy shared machine takes a while.
describe("groups and the directory", { timeout: 600_000 }, () => {
  const browser = useBrowser();

  it("requests to join a closed group: one approved, one rejected with a message; invite and accept", async () => {
    const lukas = await browser.newPage();
    await signIn(lukas.page, "lukas.weber@example.com");
    await lukas.page.goto("/directory/departments");
    await lukas.page.getByTestId("directory-group").first().waitFor();
    await checkA11y(lukas.page);
    const listed = await lukas.page.getByTestId("directory-group").allTextContents();
    expect(listed.some((t) => t.includes("IT"))).toBe(true);
    expect(listed.some((t) => t.includes("Management Board"))).toBe(false);
    await lukas.page.goto("/groups/it");
    await lukas.page.getByTestId("group-members-only").waitFor();
    await checkA11y(lukas.page);
    await lukas.page.getByTestId("group-join").click();
    const requested = "Your request to join IT was sent.";
    expect(await toastText(lukas.page, requested)).toBe(requested);

    const paul = await browser.newPage();
    await signIn(paul.page, "paul.wagner@example.com");
    await paul.page.goto("/groups/it");
    await paul.page.getByTestId("group-join").click();
    await paul.page.getByTestId("group-withdraw").waitFor();

    const jonas = await browser.newPage();
    await signIn(jonas.page, "jonas.schneider@example.com");
    await jonas.page.goto("/groups/it");
    // The badge counts the open join requests once it has loaded them.
    const badge = jonas.page.getByTestId("group-tab-badge-administration");
    expect(await textWhen(badge, /^2$/)).toBe("2");
    await jonas.page.goto("/groups/it/administration/join_requests");
    const lukasRow = jonas.page.getByTestId("join-request").filter({ hasText: "Lukas Weber" });
    await lukasRow.waitFor();
    expect(await jonas.page.getByTestId("join-request").count()).toBe(2);
    await checkA11y(jonas.page);
    expect(await textWhen(lukasRow, sentToday())).toMatch(sentToday());
    await lukasRow.getByTestId("join-request-approve").click();
    expect(await toastText(jonas.page, "Lukas Weber is now a member.")).toBe("Lukas Weber is now a member.");
    const paulRow = jonas.page.getByTestId("join-request").filter({ hasText: "Paul Wagner" });
    await paulRow.getByTestId("join-request-reject").click();
    await jonas.page.getByTestId("reject-message").fill("Finance has its own group.");
    await jonas.page.getByTestId("reject-submit").click();
    await jonas.page.getByText("There are no open join requests.").waitFor();

    await lukas.page.reload();
    await lukas.page.getByTestId("group-leave").waitFor();
    await paul.page.reload();
    await paul.page.getByTestId("group-join").waitFor();
    // Paul reads the answer among his notifications.
    await paul.page.goto("/notifications");
    const declined = paul.page
      .getByRole("link")
      .filter({ hasText: "Jonas Schneider declined your request to join “IT”" });
    await declined.waitFor();
    await checkA11y(paul.page);

    // Invite Mia, who accepts from her open invitations.
    await jonas.page.goto("/groups/it/membership_invites/new");
    await jonas.page.getByTestId("member-picker").waitFor();
    await checkA11y(jonas.page);
    const picker = jonas.page.getByTestId("member-picker");
    await picker.click();
    await jonas.page.keyboard.type("Mia Mey");
    await jonas.page.getByRole("option", { name: "Mia Meyer" }).click();
    await jonas.page.getByTestId("invite-send").click();
    await jonas.page.waitForURL(/\/groups\/it\/invites\/sent/);
    const sent = jonas.page.getByTestId("invite-row").filter({ hasText: "Mia Meyer" });
    await sent.waitFor();
    expect(await textWhen(sent, sentToday())).toMatch(sentToday());
    // The page is titled with the group's name, not its slug.
    await jonas.page.getByRole("heading", { name: "Invitations sent to join IT", exact: true }).waitFor();
    await checkA11y(jonas.page);

    // Mia finds the invitation among her notifications, which lead to her open invitations.
    const mia = await browser.newPage();
    await signIn(mia.page, "mia.meyer@example.com");
    await mia.page.goto("/notifications");
    await mia.page.getByRole("link").filter({ hasText: "Jonas Schneider invited you to join “IT”" }).click();
    await mia.page.waitForURL(/\/invites$/);
    await mia.page.getByTestId("invite-row").first().waitFor();
    await checkA11y(mia.page);
    await mia.page.getByTestId("invite-row").filter({ hasText: "IT" }).getByTestId("invite-accept").click();
    await mia.page.waitForURL(/\/groups\/it$/);
    await mia.page.getByTestId("group-leave").waitFor();

    for (const p of [lukas, paul, jonas, mia]) await p.context.close();
  });

  it("creates and archives a group, and never shows a hidden group to outsiders", async () => {
    const greta = await browser.newPage();
    await signIn(greta.page, "greta.fuchs@example.com");
    const name = `Chess ${Date.now()}`;
    await greta.page.goto("/groups/new/communities");
    await greta.page.getByTestId("group-form-name").fill(name);
    await greta.page.getByTestId("group-form-access-closed").check();
    await greta.page.getByTestId("group-form-save").click();
    expect(await toastText(greta.page, `${name} was created.`)).toBe(`${name} was created.`);
    await greta.page.waitForURL(/\/groups\/chess-/);
    const slug = greta.page.url().split("/").pop() ?? "";
    await greta.page.goto(`/groups/${slug}/edit`);
    await greta.page.getByTestId("group-form-archive").click();
    expect(await toastText(greta.page, `${name} was archived.`)).toBe(`${name} was archived.`);
    // The server's redirect: the group's page, marked archived; its edit page says it can no longer be changed.
    await greta.page.waitForURL(new RegExp(`/groups/${slug}$`));
    expect(await greta.page.getByTestId("group-archived").innerText()).toMatch(/archived/i);
    await greta.page.goto(`/groups/${slug}/edit`);
    await greta.page.getByTestId("group-form-archived").waitFor();

    // The hidden Management Board, by the slug its members know (a suffixed one: its name's own tells nothing).
    const boardMember = await browser.newPage();
    await signIn(boardMember.page, "admin@example.com");
    const mine = await (await boardMember.page.request.get("/api/v1/my_groups", { headers: json })).json();
    const board = (mine.groups as { name: string; slug: string }[]).find((g) => g.name === "Management Board");
    expect(board?.slug).toMatch(/^management-board-[0-9a-f]{6}$/);
    await boardMember.context.close();
    for (const path of [`/api/v1/groups/${board?.slug}`, `/groups/${board?.slug}/navigation`]) {
      expect((await greta.page.request.get(path, { headers: json })).status()).toBe(404);
    }
    const found = await (await greta.page.request.get("/directory?q=Management", { headers: json })).json();
    expect(found.groups).toEqual([]);
    await greta.page.goto(`/groups/${board?.slug}`);
    await greta.page.getByText("This group does not exist or is not visible to you.").waitFor();
    await checkA11y(greta.page);
    await greta.context.close();

    const guest = await browser.newPage();
    await signIn(guest.page, "guest@partner.example.org");
    const departments = await (await guest.page.request.get("/directory/departments.json", { headers: json })).json();
    expect(departments.entries.map((g: { slug: string }) => g.slug)).toEqual(["marketing"]);
    await guest.context.close();
  });
});
