import { describe, expect, it } from "vitest";
import { apiCall, checkA11y, PHONE, signIn, textWhen, toastText, useBrowser } from "../browser.js";

const noOverflow = (page: import("playwright-core").Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

// Generous: each screen is checked by axe, on a busy shared machine.
describe("tasks", { timeout: 600_000 }, () => {
  const browser = useBrowser();

  it("Jonas assigns tasks to Anna, who accepts one, declines the other and stars and archives the first on a phone", async () => {
    const stamp = Date.now();
    const chairs = `Order chairs ${stamp}`;
    const report = `Write the report ${stamp}`;

    const jonas = await browser.newPage();
    await signIn(jonas.page, "jonas.schneider@example.com");
    await jonas.page.goto("/tasks/my");
    await jonas.page.getByTestId("tasks-page").waitFor();
    // The task navigation keeps its German labels, whatever the language.
    const userbar = jonas.page.getByRole("navigation", { name: "Userbar" });
    for (const label of ["Meine Aufgaben", "Zugewiesen", "Abgelehnt", "Markiert", "Archiv", "Notizen"])
      await userbar.getByRole("link", { name: label }).waitFor();
    await checkA11y(jonas.page);

    // The first task through the form, Anna picked as assignee.
    await jonas.page.getByTestId("task-new").click();
    await jonas.page.getByTestId("task-title-input").fill(chairs);
    await jonas.page.getByTestId("task-description-input").fill("Twelve chairs for the meeting room.");
    await jonas.page.getByTestId("task-due-input").fill("2099-06-30");
    await jonas.page.getByTestId("member-picker").fill("anna");
    await jonas.page.getByRole("option", { name: /Anna Becker/ }).click();
    await jonas.page.keyboard.press("Escape");
    await checkA11y(jonas.page);
    await jonas.page.getByTestId("task-save").click();
    expect(await toastText(jonas.page, `The task “${chairs}” was created.`)).toBe(`The task “${chairs}” was created.`);
    await jonas.page.waitForURL(/\/tasks\/[0-9a-f]{24}$/);
    const chairsPath = new URL(jonas.page.url()).pathname;
    expect(await textWhen(jonas.page.getByTestId("task-assignee"), /Anna Becker/)).toMatch(/not answered/i);

    // The second one set up quickly; and a task of the IT group, which Anna is not in.
    const found = (await (await apiCall(jonas.page, "GET", "/members?q=Anna%20Becker")).json()) as {
      id: string;
      displayName: string;
    }[];
    const annaId = found.find((m) => m.displayName === "Anna Becker")?.id;
    expect(annaId).toBeTruthy();
    const second = await apiCall(jonas.page, "POST", "/api/v1/tasks", {
      task: { title: report, assignee_ids: annaId ? [annaId] : [] },
    });
    expect(second.status()).toBe(201);
    const it = (await (await apiCall(jonas.page, "GET", "/api/v1/groups/it")).json()) as { id: string };
    const groupTask = await apiCall(jonas.page, "POST", "/api/v1/tasks", {
      task: { title: `IT only ${stamp}`, group_id: it.id },
    });
    expect(groupTask.status()).toBe(201);
    const groupTaskId = ((await groupTask.json()) as { id: string }).id;

    // Anna, on her phone, is told of the assignment among her notifications, which lead to the task.
    const anna = await browser.newPage(PHONE);
    await signIn(anna.page, "anna.becker@example.com");
    await anna.page.goto("/notifications");
    const assigned = anna.page
      .getByTestId("notification")
      .filter({ hasText: `Jonas Schneider assigned you the task “${report}”` });
    await assigned.waitFor();
    await checkA11y(anna.page);
    await assigned.click();
    await anna.page.waitForURL(/\/tasks\/[0-9a-f]{24}$/);
    await anna.page.getByRole("heading", { name: report }).waitFor();

    // She finds both among the tasks assigned to her.
    await anna.page.goto("/tasks/assigned");
    const chairsCard = anna.page.getByTestId("task-card").filter({ hasText: chairs });
    await chairsCard.waitFor();
    expect(await chairsCard.getByTestId("task-my-state").textContent()).toBe("Not answered");
    await anna.page.getByTestId("task-card").filter({ hasText: report }).waitFor();
    await checkA11y(anna.page);
    expect(await noOverflow(anna.page)).toBeLessThanOrEqual(0);

    // She accepts the chairs and stars them.
    await chairsCard.getByRole("link", { name: chairs }).click();
    await anna.page.waitForURL(new RegExp(`${chairsPath}$`));
    await anna.page.getByTestId("task-accept").click();
    expect(await toastText(anna.page, "You accepted the task.")).toBe("You accepted the task.");
    expect(await textWhen(anna.page.getByTestId("task-assignee"), /accepted/i)).toMatch(/accepted/i);
    await anna.page.getByRole("button", { name: `Star “${chairs}”` }).click();
    await anna.page.getByRole("button", { name: `Remove the star from “${chairs}”` }).waitFor();
    await checkA11y(anna.page);
    expect(await noOverflow(anna.page)).toBeLessThanOrEqual(0);

    // She declines the report; it moves to her declined tasks.
    await anna.page.goto("/tasks/assigned");
    await anna.page.getByTestId("task-card").filter({ hasText: report }).getByRole("link", { name: report }).click();
    await anna.page.getByTestId("task-decline").click();
    expect(await toastText(anna.page, "You declined the task.")).toBe("You declined the task.");
    await anna.page.goto("/tasks/declined");
    await anna.page.getByTestId("task-card").filter({ hasText: report }).waitFor();
    await anna.page.goto("/tasks/starred");
    await anna.page.getByTestId("task-card").filter({ hasText: chairs }).waitFor();
    await checkA11y(anna.page);

    // Jonas sees her answers on his task.
    await jonas.page.reload();
    expect(await textWhen(jonas.page.getByTestId("task-assignee"), /accepted/i)).toMatch(/accepted/i);
    // And reads them among his notifications.
    await jonas.page.goto("/notifications");
    await jonas.page
      .getByTestId("notification")
      .filter({ hasText: `Anna Becker accepted your task “${chairs}”` })
      .waitFor();
    await jonas.page
      .getByTestId("notification")
      .filter({ hasText: `Anna Becker declined your task “${report}”` })
      .waitFor();
    await checkA11y(jonas.page);

    // The search finds her task for her by a word of its title.
    await anna.page.goto(`/search?q=${encodeURIComponent(chairs)}`);
    await anna.page.getByTestId("search-module-tasks").getByRole("link", { name: chairs }).waitFor();
    await checkA11y(anna.page);

    // Anna archives the chairs once done; they leave her lists for the archive.
    await anna.page.goto(chairsPath);
    await anna.page.getByTestId("task-archive").click();
    expect(await toastText(anna.page, "The task was archived.")).toBe("The task was archived.");
    await anna.page.goto("/tasks/archive");
    await anna.page.getByTestId("task-card").filter({ hasText: chairs }).waitFor();

    // The IT group's task exists for her by no path.
    expect((await apiCall(anna.page, "GET", `/api/v1/tasks/${groupTaskId}`)).status()).toBe(404);
    expect((await apiCall(anna.page, "GET", "/api/v1/groups/it/tasks")).status()).toBe(404);
    await anna.page.goto(`/tasks/${groupTaskId}`);
    await anna.page.getByText("This task does not exist or is not visible to you.").waitFor();

    for (const p of [jonas, anna]) await p.context.close();
  });
});
