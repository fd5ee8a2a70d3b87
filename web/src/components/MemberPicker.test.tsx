import type { MemberSummary } from "@intranet/contracts";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { hexId, memberSummary } from "../test/fixtures";
import { jsonResponse, renderWithProviders } from "../test/render";
import { MEMBER_SEARCH_DEBOUNCE_MS, MemberPicker } from "./MemberPicker";

const grace = memberSummary({ id: hexId(2), displayName: "Grace Hopper" });
const alan = memberSummary({ id: hexId(3), displayName: "Alan Turing" });

let picked: MemberSummary[] = [];
function Harness({ excludeGroupMembersOf }: { excludeGroupMembersOf?: string }) {
  const [value, setValue] = useState<MemberSummary[]>([]);
  return (
    <MemberPicker
      label="Participants"
      excludeGroupMembersOf={excludeGroupMembersOf}
      value={value}
      onChange={(next) => {
        picked = next;
        setValue(next);
      }}
    />
  );
}

const input = () => screen.getAllByLabelText("Participants").find((el) => el.tagName === "INPUT") as HTMLElement;

const searchedFor = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls.map(([url]) => new URL(String(url), "http://localhost").searchParams.get("q"));

describe("MemberPicker", () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    picked = [];
    fetchMock = vi.fn(async (url: string) => {
      const q = new URL(url, "http://localhost").searchParams.get("q") ?? "";
      return jsonResponse([grace, alan].filter((m) => m.displayName.toLowerCase().includes(q.toLowerCase())));
    });
    vi.stubGlobal("fetch", fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("asks for more characters below two and does not search", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.click(input());
    await user.keyboard("g");
    expect(await screen.findByText("Please enter more characters")).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, MEMBER_SEARCH_DEBOUNCE_MS + 100));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("debounces typing into one request for the final text and offers the results", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.click(input());
    await user.keyboard("gra");
    expect(fetchMock).not.toHaveBeenCalled();

    const option = await screen.findByRole("option", { name: /Grace Hopper/ });
    expect(searchedFor(fetchMock)).toEqual(["gra"]);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe("/members?q=gra&limit=10");
    expect((init as RequestInit).headers).toMatchObject({ Accept: "application/json" });

    await user.click(option);
    await waitFor(() => expect(picked.map((m) => m.displayName)).toEqual(["Grace Hopper"]));
    // The search is cleared by the pick: no hint stays open over what follows the field.
    await waitFor(() => expect(screen.queryByText("Please enter more characters")).toBeNull());
  });

  it("asks the server to leave out the members of a group when inviting into it", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness excludeGroupMembersOf="running-club" />);
    await user.click(input());
    await user.keyboard("gra");
    await screen.findByRole("option", { name: /Grace Hopper/ });
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe("/members?q=gra&limit=10&exclude_group_members_of=running-club");
  });

  it("waits 375 ms after the last keystroke", async () => {
    expect(MEMBER_SEARCH_DEBOUNCE_MS).toBe(375);
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.click(input());
    await user.keyboard("al");
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(fetchMock).not.toHaveBeenCalled();
    await waitFor(() => expect(searchedFor(fetchMock)).toEqual(["al"]));
  });

  it("says No match when the server finds nobody", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.click(input());
    await user.keyboard("zz");
    expect(await screen.findByText("No match")).toBeTruthy();
    expect(screen.queryByRole("option")).toBeNull();
  });
});
