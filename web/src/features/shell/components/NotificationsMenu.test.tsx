import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { unreadsQuery } from "../../../api/unreads";
import { createQueryClient } from "../../../app/query-client";
import { renderWithProviders } from "../../../test/render";
import { NotificationsMenu } from "./NotificationsMenu";

/** A query client that already holds the counts, so nothing is fetched. */
function withCounts(counts: Record<string, number>) {
  const client = createQueryClient({ retry: false, staleTime: Number.POSITIVE_INFINITY });
  client.setQueryData(unreadsQuery.queryKey, { Messages: 0, ...counts });
  return client;
}

describe("NotificationsMenu", () => {
  it("shows the total on the bell and one entry per kind with unread items", async () => {
    renderWithProviders(<NotificationsMenu />, {
      queryClient: withCounts({ Messages: 3, GroupInvites: 0, Calendars: 120 }),
    });
    expect(await screen.findByText("99+")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Notifications" }));
    expect((await screen.findByRole("link", { name: /Unread messages/ })).getAttribute("href")).toBe("/messages");
    expect(screen.getByRole("link", { name: /Appointment invitations/ }).getAttribute("href")).toBe(
      "/appointments/invites",
    );
    expect(screen.queryByRole("link", { name: /Group invitations/ })).toBeNull();
  });

  it("lists the notifications about the member's posts", async () => {
    renderWithProviders(<NotificationsMenu />, { queryClient: withCounts({ Notifications: 2, Activitystreams: 7 }) });
    expect(await screen.findByText("2")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Notifications" }));
    const link = await screen.findByRole("link", { name: /^Notifications/ });
    expect(link.getAttribute("href")).toBe("/notifications");
  });

  it("says there is nothing new when every count is zero, and still leads to all notifications", async () => {
    renderWithProviders(<NotificationsMenu />, { queryClient: withCounts({ Messages: 0 }) });
    await userEvent.click(screen.getByRole("button", { name: "Notifications" }));
    expect(await screen.findByText("No new notifications")).toBeTruthy();
    expect(screen.getByRole("link", { name: "All notifications" }).getAttribute("href")).toBe("/notifications");
  });

  it("opens by itself when the bell was clicked while the menu was loading", async () => {
    renderWithProviders(<NotificationsMenu defaultOpened />, { queryClient: withCounts({ Messages: 2 }) });
    expect((await screen.findByRole("link", { name: /Unread messages/ })).getAttribute("href")).toBe("/messages");
  });
});
