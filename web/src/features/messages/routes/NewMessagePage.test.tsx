import { membersApi, messagesApi } from "@intranet/contracts";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { routeKey } from "../../../api/route-client";
import { hexId, member, network } from "../../../test/fixtures";
import { jsonResponse, renderWithProviders } from "../../../test/render";
import { mockApi } from "../../../test/render-app";
import { NewMessagePage } from "./NewMessagePage";

// The page with its rich-text editor renders slowly on a busy machine.
// Waits long enough for answers on a busy machine (the default is one second).
const SLOW = { timeout: 15_000 };

describe("NewMessagePage", { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("tells a guest that guests write no messages, with no form to fill in", async () => {
    mockApi({});
    const guest = member({ id: hexId(7), is_external: true });
    renderWithProviders(<NewMessagePage />, { network: network({ current_member: guest }), route: "/messages/new" });
    expect(
      await screen.findByText("Guests of the network read the messages sent to them but write none.", {}, SLOW),
    ).toBeTruthy();
    expect(screen.queryByTestId("new-message-form")).toBeNull();
  });

  it("sends the contract's body and shows the server's field codes translated, not its English", async () => {
    const rita = member({ id: hexId(5), displayName: "Rita Recipient" });
    let body: unknown;
    mockApi({
      [routeKey(membersApi.show, { id: hexId(5) })]: () => jsonResponse(rita),
      [routeKey(messagesApi.create)]: (init) => {
        body = JSON.parse(String(init.body));
        return jsonResponse(
          {
            error: "validation_failed",
            message: "Please check the highlighted fields.",
            errors: { to: ["Rita Recipient does not accept messages from you."] },
            codes: { to: ["cannot_receive"] },
          },
          422,
        );
      },
    });
    renderWithProviders(<NewMessagePage />, { network: network(), route: `/messages/new?to=${hexId(5)}` });
    fireEvent.change(await screen.findByTestId("message-subject-input", {}, SLOW), { target: { value: "  Plans  " } });
    await waitFor(() => expect(screen.getByTestId("send-message").hasAttribute("disabled")).toBe(false), SLOW);
    fireEvent.click(screen.getByTestId("send-message"));

    expect(await screen.findByText("A recipient cannot receive messages from you.", {}, SLOW)).toBeTruthy();
    expect(screen.queryByText(/does not accept messages/)).toBeNull();
    expect(body).toMatchObject({ to: [hexId(5)], to_group: [], to_all_network_members: false, subject: "Plans" });
  });
});
