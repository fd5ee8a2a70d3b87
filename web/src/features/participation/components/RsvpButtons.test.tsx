import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { hexId, network } from "../../../test/fixtures";
import { jsonResponse, renderWithProviders } from "../../../test/render";
import { mockApi } from "../../../test/render-app";
import { RsvpButtons } from "./RsvpButtons";

// A modified occurrence of a series: its answer asks whether it is for the occurrence or the whole series.
const occurrence = {
  id: `r-${hexId(7)}-20261202T090000Z`,
  type: "appointment" as const,
  recurring_appointment_url: `/appointments/${hexId(7)}`,
  can: { opt: true } as never,
  attendee_configuration: { participation_locked: false } as never,
  total_attendees_enforced_and_exceeded: false,
  canceled: false,
};

describe("the answer buttons", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks about a modified occurrence in a dialog loaded when asked, and sends the answer for it", async () => {
    const sent: unknown[] = [];
    mockApi({
      [`PUT /appointments/${occurrence.id}/participants/me`]: async (init) => {
        sent.push(JSON.parse(String(init.body)));
        return jsonResponse({ id: hexId(9), status: "accepted" });
      },
    });
    renderWithProviders(<RsvpButtons appointment={occurrence} mine={null} />, { network: network() });
    expect(screen.queryByRole("dialog")).toBeNull();
    await userEvent.click(screen.getByTestId("rsvp-accepted"));
    const dialog = await screen.findByRole("dialog", { name: "Answer for" });
    await userEvent.click(within(dialog).getByRole("button", { name: "This occurrence" }));
    await waitFor(() => expect(sent).toEqual([{ participant: { status: "accepted" }, apply_to: "occurrence" }]));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("offers no answer on a cancelled appointment", () => {
    renderWithProviders(<RsvpButtons appointment={{ ...occurrence, canceled: true }} mine="accepted" />, {
      network: network(),
    });
    expect(screen.queryByTestId("rsvp-accepted")).toBeNull();
    expect(screen.queryByTestId("rsvp-declined")).toBeNull();
  });
});
