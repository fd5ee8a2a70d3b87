import type { Device } from "@intranet/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { hexId } from "../../../test/fixtures";
import { jsonResponse, renderWithProviders } from "../../../test/render";
import { mockApi } from "../../../test/render-app";
import { PushDevices } from "./PushDevices";

const SLOW = { timeout: 15_000 };

const device = (overrides: Partial<Device> = {}): Device => ({
  id: hexId(7),
  name: "Firefox · Linux",
  created_at: "2026-11-02T09:00:00Z",
  current: true,
  notifications: { mentions: true, direct_messages: true, chat_messages: true, invitations: true, tasks: true },
  ...overrides,
});

describe("the push tab", { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("lists the member's devices, saves a switch as it is flipped, and removes a device", async () => {
    const laptop = device();
    const phone = device({ id: hexId(8), name: "Chrome · Android", current: false });
    let devices = [laptop, phone];
    const saved: unknown[] = [];
    mockApi({
      "GET /api/v1/devices": () => jsonResponse({ vapid_public_key: "key", devices }),
      [`POST /api/v1/devices/${laptop.id}/settings`]: (init) => {
        saved.push(JSON.parse(String(init.body)));
        return jsonResponse({ notifications: { ...laptop.notifications, mentions: false } });
      },
      [`DELETE /api/v1/devices/${phone.id}`]: () => {
        devices = [laptop];
        return new Response(null, { status: 204 });
      },
    });
    renderWithProviders(<PushDevices />);
    const cards = await screen.findAllByTestId("push-device", {}, SLOW);
    expect(cards.map((c) => within(c).getByText(/·/).textContent)).toEqual(["Firefox · Linux", "Chrome · Android"]);
    expect(within(cards[0] as HTMLElement).getByText("This device")).toBeTruthy();
    expect(within(cards[1] as HTMLElement).queryByText("This device")).toBeNull();
    const tasks = within(cards[0] as HTMLElement).getByRole("switch", {
      name: "Tasks: assigned to me, answers to mine",
    });
    expect((tasks as HTMLInputElement).checked).toBe(true);
    // jsdom has no Push API: the browser is told so instead of offering to turn push on.
    expect(screen.getByTestId("push-unsupported").textContent).toContain("cannot receive push notifications");

    await userEvent.click(within(cards[0] as HTMLElement).getByRole("switch", { name: "Mentions" }));
    await waitFor(() => expect(saved).toEqual([{ notifications: { mentions: false } }]), SLOW);
    await waitFor(
      () =>
        expect(
          (within(cards[0] as HTMLElement).getByRole("switch", { name: "Mentions" }) as HTMLInputElement).checked,
        ).toBe(false),
      SLOW,
    );

    await userEvent.click(within(cards[1] as HTMLElement).getByRole("button", { name: "Remove device" }));
    await waitFor(() => expect(screen.getAllByTestId("push-device")).toHaveLength(1), SLOW);
  });

  it("says when there is no device yet", async () => {
    mockApi({ "GET /api/v1/devices": () => jsonResponse({ vapid_public_key: "key", devices: [] }) });
    renderWithProviders(<PushDevices />);
    expect(await screen.findByText("No devices yet", {}, SLOW)).toBeTruthy();
  });
});
