import { mailApi } from "@intranet/contracts";
import { fireEvent, screen, within } from "@testing-library/react";
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
const mail = (n: number, html: string | null) => ({
  id: hexId(100 + n),
  to: `person${n}@example.com`,
  subject: `Subject ${n}`,
  text: `Hello ${n},\n\nthe text part.`,
  html,
  attachments: n === 1 ? ["agenda.pdf"] : [],
  created_at: "2026-11-23T09:05:00.000Z",
});

describe("OutboxPage", { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("lists recipient, subject and date, and opens a mail's HTML and text", async () => {
    let query = "";
    mockApi({
      [routeKey(mailApi.outbox)]: (_init, url) => {
        query = url.search;
        return jsonResponse({
          mails: [mail(1, "<p>Hello 1, the HTML part.</p>"), mail(2, null)],
          meta: { page: 1, per_page: 25, total_count: 2, total_pages: 1 },
        });
      },
    });
    renderApp("/administration/outbox", admin);
    expect((await screen.findByTestId("outbox-count", {}, SLOW)).textContent).toBe("2 mails");
    expect(query).toBe("?page=1&limit=25");
    const rows = screen.getAllByTestId("outbox-mail");
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringMatching(/^Subject 1To person1@example\.comSent \d{2}\/11\/2026 \d{2}:05$/),
      expect.stringMatching(/^Subject 2To person2@example\.com/),
    ]);

    fireEvent.click(rows[0] as HTMLElement);
    const dialog = await screen.findByRole("dialog", {}, SLOW);
    expect(within(dialog).getByText("Attachments: agenda.pdf")).toBeTruthy();
    const frame = within(dialog).getByTitle("HTML part of the mail Subject 1");
    expect(frame.getAttribute("srcdoc")).toBe("<p>Hello 1, the HTML part.</p>");
    expect(frame.getAttribute("sandbox")).toBe("");
    fireEvent.click(within(dialog).getByRole("tab", { name: "Text" }));
    expect((await within(dialog).findByTestId("outbox-text")).textContent).toBe("Hello 1,\n\nthe text part.");
  });

  it("says what the outbox is for when it is empty", async () => {
    mockApi({
      [routeKey(mailApi.outbox)]: () =>
        jsonResponse({ mails: [], meta: { page: 1, per_page: 25, total_count: 0, total_pages: 0 } }),
    });
    renderApp("/administration/outbox", admin);
    expect(await screen.findByText("No mail has been sent yet", {}, SLOW)).toBeTruthy();
    expect(screen.getByText(/a password reset, an invitation or a message notification/)).toBeTruthy();
  });
});
