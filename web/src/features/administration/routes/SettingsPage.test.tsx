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
  name: "Demo Network",
  language: "en",
  category: null,
  abuse_reports_enabled: false,
  directory_default_sort: "last_name",
  maps_enabled: false,
  show_map: false,
  map_scope_selection: "all",
  network_location: { street: null, number: null, zip: null, city: null, state: null, country: null },
  zoom_level: 10,
  map_theme: "streets",
  extension_filter_enabled: true,
  extension_filter_type: "deny",
  extension_filter_list: ["exe"],
  join_user_can_initiate: false,
  join_moderated: true,
  altcha_captcha: true,
  join_as_external: false,
  join_ask_for_profile_data: false,
  join_section_admins_can_invite_users: false,
  group_promotion_config: {
    active: false,
    title: null,
    description: null,
    group_category_ids: [],
    group_ids: [],
    enabled_for_external: false,
  },
  devise_text_before: null,
  devise_text_between: null,
  devise_text_after: null,
  directory_profile_fields: ["position"],
  detection_profile_field: null,
  directory_filter_profile_fields: ["department"],
  show_locked_memberships: false,
  anonymize_memberships_config: "disabled",
  anonymize_memberships_after_days: 30,
  anonymize_memberships_name: "Former member",
  two_factor: "disabled",
  two_factor_totp_available: true,
  two_factor_email_available: true,
  activity_stream_subscriptions_enabled: false,
  show_online_status: true,
  guest_users_enabled: true,
  guest_users_allow_chat: false,
  chat_message_allow_update: 15,
  chat_message_allow_destroy: true,
  max_file_attachments: 10,
  max_image_attachments: 8,
  file_profiles_enabled: false,
  folder_profiles_enabled: false,
  file_lock_days: 7,
  notifications_send_direct_message_body: false,
  email_recommendations: { allow_external_recipients: false, include_replies_default: true },
  digest_sending_days: [{ day: 1, time: "am" }],
  digests: { max_number_of_upcoming_appointments: 5, upcoming_appointments_position: "top", show_comments: true },
  daily_activity: { enabled: false, include_network_level: true, mode: "new", sending_time: "am", only_weekdays: true },
  birthday_emails: { enabled: false, image: null, subject: null, text: null },
};
const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;
const saveButton = () => screen.getByTestId("admin-settings-save") as HTMLButtonElement;

function mockSettings(bodies: unknown[], answer: (body: Record<string, unknown>) => unknown = (b) => b) {
  mockApi({
    [routeKey(networkApi.settings)]: () => jsonResponse(settings),
    [routeKey(networkApi.updateSettings)]: (init) => {
      const body = JSON.parse(String(init.body));
      bodies.push(body);
      return jsonResponse(answer(body));
    },
    [routeKey(networkApi.sendTestBirthdayEmail)]: (init) => {
      bodies.push(JSON.parse(String(init.body)));
      return jsonResponse({ message: "sent" });
    },
  });
}

describe("administration: network settings", { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows four tabs and saves every field, empty texts as null", async () => {
    const bodies: Record<string, unknown>[] = [];
    mockSettings(bodies);
    renderApp("/administration/settings/edit", admin);
    await screen.findByTestId("setting-name", {}, SLOW);
    for (const tab of ["Basic", "Join", "Members", "Mails"])
      expect(screen.getByRole("tab", { name: tab })).toBeTruthy();
    expect(input("setting-name").value).toBe("Demo Network");
    expect(saveButton().disabled).toBe(true);
    fireEvent.change(input("setting-name"), { target: { value: "Acme" } });
    fireEvent.click(screen.getByRole("tab", { name: "Join" }));
    fireEvent.click(await screen.findByTestId("setting-join_user_can_initiate"));
    fireEvent.click(saveButton());
    await screen.findByTestId("toast-saved", {}, SLOW);
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toEqual({ ...settings, name: "Acme", join_user_can_initiate: true });
    await waitFor(() => expect(saveButton().disabled).toBe(true));
  });

  it("refuses a map scoped to a place without its address, and a digest of 31 appointments, without a request", async () => {
    const bodies: unknown[] = [];
    mockSettings(bodies);
    renderApp("/administration/settings/edit?tab=mail", admin);
    const appointments = await screen.findByTestId("setting-digest-appointments", {}, SLOW);
    // Digests are sent by the mailings module at each slot; nothing waits for a newsletter.
    expect(screen.getByText(/members who get digests/)).toBeTruthy();
    expect(screen.queryByText(/once the newsletter arrives/)).toBeNull();
    fireEvent.change(appointments, { target: { value: "31" } });
    fireEvent.click(saveButton());
    await waitFor(() => expect(input("setting-digest-appointments").getAttribute("aria-invalid")).toBe("true"), SLOW);
    fireEvent.change(input("setting-digest-appointments"), { target: { value: "30" } });
    fireEvent.click(screen.getByRole("tab", { name: "Basic" }));
    fireEvent.click(await screen.findByTestId("setting-map-scope"));
    fireEvent.click(await screen.findByRole("option", { name: /point of interest/ }));
    fireEvent.click(saveButton());
    await waitFor(() => expect(input("setting-location-street").getAttribute("aria-invalid")).toBe("true"), SLOW);
    expect(input("setting-location-zip").getAttribute("maxlength")).toBe("10");
    expect(bodies).toEqual([]);
  });

  it("needs a two-factor method, and warns before anonymizing", async () => {
    const bodies: unknown[] = [];
    mockSettings(bodies);
    renderApp("/administration/settings/edit?tab=member", admin);
    fireEvent.click(await screen.findByTestId("setting-two-factor-totp", {}, SLOW));
    fireEvent.click(input("setting-two-factor-email"));
    expect(await screen.findByTestId("setting-two-factor-selection")).toBeTruthy();
    expect(saveButton().disabled).toBe(true);
    fireEvent.click(input("setting-two-factor-email"));
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    expect(screen.queryByTestId("setting-anonymize-warning")).toBeNull();
    fireEvent.click(input("setting-anonymize"));
    fireEvent.click(await screen.findByRole("option", { name: "At once" }));
    expect(await screen.findByTestId("setting-anonymize-warning")).toBeTruthy();
    expect(bodies).toEqual([]);
  });

  it("switches stream subscriptions on from the member tab", async () => {
    const bodies: Record<string, unknown>[] = [];
    mockSettings(bodies);
    renderApp("/administration/settings/edit?tab=member", admin);
    const toggle = (await screen.findByTestId("setting-stream-subscriptions", {}, SLOW)) as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    fireEvent.click(toggle);
    fireEvent.click(saveButton());
    await screen.findByTestId("toast-saved", {}, SLOW);
    expect(bodies[0]).toMatchObject({ activity_stream_subscriptions_enabled: true });
  });

  it("keeps the chat settings on the member tab", async () => {
    const bodies: Record<string, unknown>[] = [];
    mockSettings(bodies);
    renderApp("/administration/settings/edit?tab=member", admin);
    await screen.findByTestId("setting-chat-online-status", {}, SLOW);
    expect(input("setting-chat-max-images").value).toBe("8");
    fireEvent.click(input("setting-chat-guests"));
    fireEvent.change(input("setting-file-lock-days"), { target: { value: "14" } });
    fireEvent.click(saveButton());
    await screen.findByTestId("toast-saved", {}, SLOW);
    expect(bodies[0]).toMatchObject({ guest_users_allow_chat: true, file_lock_days: 14 });
  });

  it("sends the birthday mail as written to the administrator", async () => {
    const bodies: unknown[] = [];
    mockSettings(bodies);
    renderApp("/administration/settings/edit?tab=mail", admin);
    fireEvent.change(await screen.findByTestId("setting-birthday-subject", {}, SLOW), {
      target: { value: "Happy day" },
    });
    fireEvent.click(screen.getByTestId("setting-birthday-test"));
    expect((await screen.findByTestId("toast-saved", {}, SLOW)).textContent).toContain("A test mail is on its way");
    expect(bodies).toEqual([{ birthday_emails: { enabled: false, image: null, subject: "Happy day", text: null } }]);
  });
});
