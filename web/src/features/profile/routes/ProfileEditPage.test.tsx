import { membersApi } from "@intranet/contracts";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { routeKey } from "../../../api/route-client";
import { createQueryClient } from "../../../app/query-client";
import { hexId, member, network } from "../../../test/fixtures";
import { jsonResponse, renderWithProviders } from "../../../test/render";
import { mockApi } from "../../../test/render-app";
import { memberQuery } from "../api";
import { ProfileEditPage } from "./ProfileEditPage";

// Waits long enough for answers on a busy machine (the default is one second).
const SLOW = { timeout: 15_000 };

describe("ProfileEditPage", { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("sends the edited profile and shows a 422's field codes translated at the fields, with their limits", async () => {
    const ada = member({ id: hexId(3), birthday: "1990-05-17" });
    let body: unknown;
    const fetchMock = mockApi({
      [routeKey(membersApi.update, { id: hexId(3) })]: (init) => {
        body = JSON.parse(String(init.body));
        return jsonResponse(
          {
            error: "validation_failed",
            message: "Please check the highlighted fields.",
            errors: { "profile.position": ["is too long"] },
            codes: { "profile.position": ["too_long"] },
            limits: { "profile.position": 200 },
          },
          422,
        );
      },
    });
    const queryClient = createQueryClient();
    // Rendered outside the route table, the page reads the member of an empty id.
    queryClient.setQueryData(memberQuery("").queryKey, ada);
    renderWithProviders(<ProfileEditPage />, { network: network(), queryClient });

    fireEvent.change(await screen.findByRole("textbox", { name: "Position" }, SLOW), { target: { value: "Analyst" } });
    // The birthday field shows the stored day in the member's format.
    expect(screen.getByText("Birthday")).toBeTruthy();
    expect(screen.getByRole("button", { name: /Birthday/ }).textContent).toMatch(/17/);
    fireEvent.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByText("Is too long (at most 200 characters).", {}, SLOW)).toBeTruthy();
    expect(await screen.findByText("Saving failed.", {}, SLOW)).toBeTruthy();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled(), SLOW);
    expect(body).toMatchObject({
      member: { first_name: "Ada", last_name: "Lovelace", birthday: "1990-05-17", profile: { position: "Analyst" } },
    });
  });

  it("checks the names with the member contract before sending", async () => {
    const fetchMock = mockApi({});
    const queryClient = createQueryClient();
    queryClient.setQueryData(memberQuery("").queryKey, member({ id: hexId(3) }));
    renderWithProviders(<ProfileEditPage />, { network: network(), queryClient });
    fireEvent.change(await screen.findByRole("textbox", { name: /^First name/ }, SLOW), {
      target: { value: "x".repeat(101) },
    });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Is too long (at most 100 characters).", {}, SLOW)).toBeTruthy();
    // Only the member profile's property set was asked for; nothing was sent.
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === "PUT")).toEqual([]);
  });

  it("says which name is missing when one is emptied, and sends nothing", async () => {
    const fetchMock = mockApi({});
    const queryClient = createQueryClient();
    queryClient.setQueryData(memberQuery("").queryKey, member({ id: hexId(3) }));
    renderWithProviders(<ProfileEditPage />, { network: network(), queryClient });
    fireEvent.change(await screen.findByRole("textbox", { name: /^First name/ }, SLOW), { target: { value: "  " } });
    const save = screen.getByRole("button", { name: "Save" });
    expect(save.hasAttribute("disabled")).toBe(false);
    fireEvent.click(save);
    const first = screen.getByRole("textbox", { name: /^First name/ });
    await waitFor(() => expect(first.getAttribute("aria-invalid")).toBe("true"), SLOW);
    expect(screen.getAllByText("This field is required.")).toHaveLength(1);
    expect(screen.getByRole("textbox", { name: /^Last name/ }).getAttribute("aria-invalid")).not.toBe("true");
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === "PUT")).toEqual([]);
  });
});
