import {
  type AppointmentOccurrence,
  appointmentsApi,
  type FileDetail,
  filesApi,
  groupsApi,
  invitesApi,
  type MessageHit,
  mailApi,
  messagesApi,
  type Notification,
  notificationsApi,
  searchApi,
  unreadsApi,
} from "@intranet/contracts";
import { act, screen, waitFor } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { routeKey } from "../api/route-client";
import { DatePicker } from "../components/DatePicker";
import { EntryHeader } from "../features/activities/components/EntryParts";
import { AppointmentListView } from "../features/calendar/components/AppointmentListView";
import { MessageList } from "../features/chat/components/MessageList";
import { ChatListPage } from "../features/chat/routes/ChatListPage";
import { setChatTransport } from "../features/chat/socket";
import { chat, chatMessage, config, FakeTransport, ME, profile } from "../features/chat/test-support";
import { changeLanguage } from "../i18n";
import { directMessage, hexId, member, memberSummary, network } from "../test/fixtures";
import { jsonResponse, renderWithProviders } from "../test/render";
import { mockApi, renderApp } from "../test/render-app";

// The same instant everywhere: 05:08 on 28 November in Berlin (the profile's zone), 23:08 on the 27th in New York
// (the browser's). A screen that used the browser's zone or language would show "11/27/2026" or "27/11/2026 23:08".
const AT = "2026-11-28T04:08:00.000Z";
const BERLIN = "28.11.2026 05:08";
const SLOW = { timeout: 15_000 };
const me = network({
  current_member: member({ id: hexId(1), language: "de", time_zone: "Europe/Berlin" }),
  can: { administrate: true, version_and_updates: false },
});
const anna = memberSummary({ id: hexId(5), displayName: "Anna Becker" });
const unreads = { [routeKey(unreadsApi.counts)]: () => jsonResponse({ Messages: 1 }) };

const message = directMessage({ created_at: AT });
const inbox = () =>
  jsonResponse({
    messages: [message],
    meta: { page: 1, per_page: 20, total_count: 1, total_pages: 1 },
    can: { send_direct_messages: true, send_to_all_network_members: false },
  });

const browserZone = process.env.TZ;
beforeAll(() => {
  // The browser's zone and language differ from the profile's (jsdom's navigator says en-US).
  process.env.TZ = "America/New_York";
});
afterAll(() => {
  process.env.TZ = browserZone;
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => changeLanguage("en", false));
});

/** A component on its own, with the profile's zone and language applied as the app's root applies them. */
async function renderAs(ui: React.ReactElement) {
  await act(() => changeLanguage("de", false));
  return renderWithProviders(ui, { network: me });
}

/** The app follows the profile's language before any date is read. */
async function openAs(path: string) {
  renderApp(path, me);
  await waitFor(() => expect(document.documentElement.lang).toBe("de"), SLOW);
}

describe("dates in the profile's zone and language, whatever the browser's", { timeout: 60_000 }, () => {
  it("runs in a browser zone other than the profile's", () => {
    expect(new Date(AT).getDate()).toBe(27);
    expect(navigator.language).toBe("en-US");
  });

  it("messages: the inbox", async () => {
    mockApi({ ...unreads, [routeKey(messagesApi.inbox)]: inbox });
    await openAs("/messages");
    expect((await screen.findByTestId("message-date", {}, SLOW)).textContent).toBe(BERLIN);
  });

  it("the first screen draws in the profile's language: no screen in the browser's first, and the next start begins in it", async () => {
    localStorage.removeItem("intranet.language.followed");
    // Every date the inbox ever drew, as each commit left it.
    const drawn: string[] = [];
    const observer = new MutationObserver(() => {
      for (const date of document.querySelectorAll("[data-testid=message-date]")) drawn.push(date.textContent ?? "");
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    mockApi({ ...unreads, [routeKey(messagesApi.inbox)]: inbox });
    renderApp("/messages", me);
    expect((await screen.findByTestId("message-date", {}, SLOW)).textContent).toBe(BERLIN);
    observer.disconnect();
    expect(new Set(drawn)).toEqual(new Set([BERLIN]));
    expect(localStorage.getItem("intranet.language.followed")).toBe("de");
    localStorage.removeItem("intranet.language.followed");
  });

  it("messages: the message page", async () => {
    const detail = { ...message, conversation: [message] };
    mockApi({ ...unreads, [routeKey(messagesApi.show, { id: message.id })]: () => jsonResponse(detail) });
    await openAs(`/messages/${message.id}`);
    expect((await screen.findAllByText(BERLIN, {}, SLOW)).length).toBeGreaterThan(0);
  });

  it("the outbox", async () => {
    const mail = { id: hexId(30), to: "a@example.com", subject: "Hi", text: "Hi", html: null, attachments: [] };
    mockApi({
      ...unreads,
      [routeKey(mailApi.outbox)]: () =>
        jsonResponse({
          mails: [{ ...mail, created_at: AT }],
          meta: { page: 1, per_page: 25, total_count: 1, total_pages: 1 },
        }),
    });
    await openAs("/administration/outbox");
    expect((await screen.findByTestId("outbox-mail", {}, SLOW)).textContent).toContain(`Gesendet am ${BERLIN}`);
  });

  it("notifications", async () => {
    const like: Notification = {
      id: hexId(700),
      kind: "like",
      actor: anna,
      actor_count: 1,
      activity: { id: hexId(401), object_type: "note", html_url: `/activities/${hexId(401)}`, excerpt: "Party" },
      subject: null,
      reply: null,
      read: true,
      created_at: AT,
      updated_at: AT,
    };
    mockApi({
      ...unreads,
      [routeKey(notificationsApi.list)]: () => jsonResponse({ notifications: [like], next_cursor: null }),
    });
    await openAs("/notifications");
    expect(await screen.findByText(BERLIN, {}, SLOW)).toBeTruthy();
  });

  it("search hits", async () => {
    const hit: MessageHit = {
      type: "message",
      id: message.id,
      html_url: message.path,
      highlight: "Budget",
      author: anna,
      subject: "Budget",
      html_content: "Budget",
      to: [],
      to_all: false,
      created_at: AT,
    };
    mockApi({
      ...unreads,
      [routeKey(searchApi.search)]: () =>
        jsonResponse({
          messages: {
            hits: [hit],
            meta: { module: "messages", terms: ["budget"], tags: [], total_capped: false },
            total: 1,
            per: 5,
            page: 1,
            available_sorts: ["relevance", "newest"],
          },
        }),
    });
    await openAs("/search?q=budget&module=messages");
    expect(await screen.findByText(BERLIN, {}, SLOW)).toBeTruthy();
  });

  it("the start page's messages box", async () => {
    const empty = { invites: [], meta: { page: 1, per_page: 50, total_count: 0 } };
    mockApi({
      ...unreads,
      [routeKey(appointmentsApi.list)]: (_init, url) =>
        jsonResponse({
          from: url.searchParams.get("date"),
          to: "",
          time_zone: "Europe/Berlin",
          appointments: [],
          details: {},
        }),
      [routeKey(messagesApi.inbox)]: () =>
        jsonResponse({
          messages: [{ ...message, i: { read: false, inbox: true, sent: false } }],
          meta: { page: 1, per_page: 20, total_count: 1, total_pages: 1 },
          can: { send_direct_messages: true, send_to_all_network_members: false },
        }),
      [routeKey(invitesApi.received)]: (_init, url) =>
        jsonResponse(url.searchParams.get("filter") === "appointments" ? { ...empty, next: null } : empty),
      [routeKey(groupsApi.myGroups)]: () => jsonResponse({ groups: [] }),
    });
    await openAs("/");
    expect(await screen.findByText(`von Anna Becker · ${BERLIN}`, { normalizer: (t) => t }, SLOW)).toBeTruthy();
  });

  it("chat: the list and the room", async () => {
    const fake = new FakeTransport();
    // An earlier day's last message shows its date in the list: the 6th in Berlin, the 5th in New York.
    const earlier = chatMessage(4, { created_at: "2026-03-05T23:30:00.000Z" });
    const last = chatMessage(5, { created_at: AT });
    fake.handlers.network_info = () => ({ config, profile });
    fake.handlers.my_chats = () => ({ chats: [chat({ last_message: earlier })] });
    setChatTransport(fake);
    try {
      const list = await renderAs(<ChatListPage />);
      const item = await screen.findByTestId("chat-list-item", {}, SLOW);
      expect(item.textContent).toContain("06.03.2026");
      list.unmount();
      await renderAs(
        <MessageList
          chat={chat()}
          room={{ messages: [last], hasMore: false }}
          loaded
          pending={[]}
          myId={ME}
          config={config}
          onQuote={() => {}}
        />,
      );
      expect(screen.getByTestId("chat-date-separator").textContent).toBe("Samstag, 28. November 2026");
      expect(screen.getByText("05:08")).toBeTruthy();
    } finally {
      setChatTransport(null);
    }
  });

  it("activities", async () => {
    await renderAs(<EntryHeader author={anna} createdAt={AT} edited={false} />);
    expect(screen.getByText(BERLIN)).toBeTruthy();
  });

  it("appointments, in their own zone (the profile's here)", async () => {
    const appointment = {
      id: hexId(40),
      name: "Board meeting",
      calendar_ids: [],
      canceled: false,
      has_meeting: false,
      my_participation_status: null,
      can: { opt: false },
      date: { start: "2026-11-28T05:08:00+01:00", end: null, all_day: false, time_zone: "Europe/Berlin" },
    } as unknown as AppointmentOccurrence;
    await renderAs(
      <AppointmentListView
        date="2026-11-01"
        today="2026-11-02"
        appointments={[appointment]}
        details={{}}
        calendars={new Map()}
      />,
    );
    expect(screen.getByRole("heading", { name: "Samstag, 28. November 2026" })).toBeTruthy();
    expect(screen.getByText(/05:08/)).toBeTruthy();
  });

  it("files: a file's dates and the lock date field", async () => {
    const file: FileDetail = {
      id: hexId(200),
      name: "plan.txt",
      original_filename: "plan.txt",
      description: "",
      size: 10,
      content_type: "text/plain",
      extension: "txt",
      version: { major: 1 },
      folder_id: hexId(100),
      author: anna,
      author_name: "Anna Becker",
      created_at: AT,
      updated_at: AT,
      url: `/api/storage/files/${hexId(200)}/get/plan.txt`,
      download_url: `/api/storage/files/${hexId(200)}/get/plan.txt?download=1`,
      path: `/files/${hexId(200)}`,
      locked_until: null,
      locked_by: null,
      unread: false,
      profile: {},
      finalized_at: null,
      review_status: null,
      can: { destroy: false, update: false, new_version: false, lock: true, finalize: false },
      folder_path: [{ id: hexId(100), name: "Files" }],
      group_slug: null,
      versions: [],
      current_version_authors: [anna],
      lock_days: 7,
      pending_versions: [],
    };
    mockApi({
      ...unreads,
      [routeKey(filesApi.file, { id: file.id })]: () => jsonResponse(file),
      [routeKey(filesApi.trackView, { id: file.id })]: () => new Response(null, { status: 204 }),
    });
    await openAs(`/files/${file.id}`);
    expect((await screen.findByTestId("file-page", {}, SLOW)).textContent).toContain("28.11.2026");
    // The lock field writes its date as every date of the screen: day first with dots in German.
    expect(screen.getByTestId("file-lock-until").textContent).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
  });

  it("date pickers: today is the profile's day", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(AT));
    try {
      await renderAs(<DatePicker label="Until" value={null} onChange={() => {}} />);
      act(() => screen.getByRole("button", { name: "Until" }).click());
      const today = await screen.findByRole("button", { name: /^28\.? November 2026$/ }, SLOW);
      expect(today.getAttribute("data-today")).toBe("true");
      expect(screen.getByRole("button", { name: /^27\.? November 2026$/ }).getAttribute("data-today")).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
