import { type AdministrationSettings, networkApi } from "@intranet/contracts";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { routeKey } from "../../../api/route-client";
import { hexId, member, network } from "../../../test/fixtures";
import { jsonResponse } from "../../../test/render";
import { mockApi, renderApp } from "../../../test/render-app";

const SLOW = { timeout: 15_000 };
const admin = network({
  current_member: member({ id: hexId(1) }),
  can: { administrate: true, version_and_updates: false },
});
const settings: AdministrationSettings = {
  activity_stream_subscriptions_enabled: false,
  show_online_status: true,
  guest_users_allow_chat: false,
  chat_message_allow_update: 15,
  chat_message_allow_destroy: true,
  max_file_attachments: 10,
  max_image_attachments: 8,
  file_profiles_enabled: false,
  folder_profiles_enabled: false,
  file_lock_days: 7,
};
const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;

describe("administration: network settings, chat section", { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the chat settings and saves only the changed ones", async () => {
    const bodies: unknown[] = [];
    mockApi({
      [routeKey(networkApi.settings)]: () => jsonResponse(settings),
      [routeKey(networkApi.updateSettings)]: (init) => {
        const body = JSON.parse(String(init.body));
        bodies.push(body);
        return jsonResponse({ ...settings, ...body });
      },
    });
    renderApp("/administration/settings/edit", admin);
    await screen.findByTestId("setting-chat-online-status", {}, SLOW);
    expect(screen.getByText("Chat")).toBeTruthy();
    expect(input("setting-chat-online-status").checked).toBe(true);
    expect(input("setting-chat-guests").checked).toBe(false);
    expect(input("setting-chat-destroy").checked).toBe(true);
    expect(input("setting-chat-update-minutes").value).toBe("15");
    expect(input("setting-chat-max-files").value).toBe("10");
    expect(input("setting-chat-max-images").value).toBe("8");
    expect((screen.getByTestId("admin-settings-save") as HTMLButtonElement).disabled).toBe(true);

    expect(input("setting-file-lock-days").value).toBe("7");

    fireEvent.click(input("setting-chat-guests"));
    fireEvent.change(input("setting-chat-update-minutes"), { target: { value: "60" } });
    fireEvent.change(input("setting-file-lock-days"), { target: { value: "14" } });
    fireEvent.click(screen.getByTestId("admin-settings-save"));
    await screen.findByTestId("toast-saved", {}, SLOW);
    expect(bodies).toEqual([{ guest_users_allow_chat: true, chat_message_allow_update: 60, file_lock_days: 14 }]);
    // Saved: nothing is dirty any more.
    await waitFor(() => expect((screen.getByTestId("admin-settings-save") as HTMLButtonElement).disabled).toBe(true));
  });

  it("refuses attachment limits outside the contract's range and an emptied field, without a request", async () => {
    const bodies: unknown[] = [];
    mockApi({
      [routeKey(networkApi.settings)]: () => jsonResponse(settings),
      [routeKey(networkApi.updateSettings)]: (init) => {
        bodies.push(JSON.parse(String(init.body)));
        return jsonResponse(settings);
      },
    });
    renderApp("/administration/settings/edit", admin);
    await screen.findByTestId("setting-chat-max-files", {}, SLOW);
    expect(input("setting-chat-max-files").getAttribute("aria-invalid")).not.toBe("true");
    fireEvent.change(input("setting-chat-max-files"), { target: { value: "0" } });
    fireEvent.change(input("setting-chat-max-images"), { target: { value: "" } });
    fireEvent.click(screen.getByTestId("admin-settings-save"));
    await waitFor(() => expect(input("setting-chat-max-files").getAttribute("aria-invalid")).toBe("true"), SLOW);
    expect(input("setting-chat-max-images").getAttribute("aria-invalid")).toBe("true");
    expect(bodies).toEqual([]);
  });
});
