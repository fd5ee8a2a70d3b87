import { defaultMemberSettings } from "@intranet/contracts";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { hexId, member, network } from "../../../test/fixtures";
import { jsonResponse } from "../../../test/render";
import { mockApi, renderApp } from "../../../test/render-app";

const SLOW = { timeout: 15_000 };
const me = network({ current_member: member({ id: hexId(1) }) });

const defaults = defaultMemberSettings;

describe("notification settings", { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the task mail switches as saved and saves a flipped one", async () => {
    const saved: unknown[] = [];
    mockApi({
      [`GET /members/${hexId(1)}/settings`]: () => jsonResponse(defaults),
      [`PUT /members/${hexId(1)}/settings`]: (init) => {
        const body = JSON.parse(String(init.body));
        saved.push(body);
        return jsonResponse({ ...defaults, ...body.settings });
      },
    });
    renderApp(`/members/${hexId(1)}/settings/edit`, me);
    const assignments = (await screen.findByRole("switch", { name: "Tasks assigned to me" }, SLOW)) as HTMLInputElement;
    const answers = screen.getByRole("switch", { name: "Answers to tasks I created" }) as HTMLInputElement;
    expect([assignments.checked, answers.checked]).toEqual([true, false]);

    await userEvent.click(answers);
    await userEvent.click(screen.getByTestId("settings-save"));
    await waitFor(() => expect(saved).toHaveLength(1), SLOW);
    expect(saved[0]).toMatchObject({ settings: { email_task_assignments: true, email_task_answers: true } });
  });

  it("asks for a group when selected groups has none, and saves nothing", async () => {
    const saved: unknown[] = [];
    mockApi({
      [`GET /members/${hexId(1)}/settings`]: () => jsonResponse(defaults),
      [`PUT /members/${hexId(1)}/settings`]: (init) => {
        saved.push(JSON.parse(String(init.body)));
        return jsonResponse(defaults);
      },
    });
    renderApp(`/members/${hexId(1)}/settings/edit`, me);
    await userEvent.click(await screen.findByRole("radio", { name: "Selected groups" }, SLOW));
    const save = screen.getByTestId("settings-save");
    expect(save.hasAttribute("disabled")).toBe(false);
    await userEvent.click(save);
    expect(await screen.findByText("Choose at least one group.", {}, SLOW)).toBeTruthy();
    expect(saved).toEqual([]);
  });
});
