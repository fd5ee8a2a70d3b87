import { administrationApi, mailingsApi, type NewsletterSettings } from "@intranet/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { routeKey } from "../../../api/route-client";
import { formatDate } from "../../../lib/dates";
import { hexId, member, network } from "../../../test/fixtures";
import { jsonResponse } from "../../../test/render";
import { mockApi, renderApp } from "../../../test/render-app";

const SLOW = { timeout: 15_000 };
const admin = network({
  current_member: member({ id: hexId(1) }),
  can: { administrate: true, version_and_updates: false },
});
const settings = (body = "<h1>News</h1>{{content}}{{disclaimer_and_settings}}"): NewsletterSettings => ({
  sending: { interval: "monthly", day: 1, second_day: null, time: "am", second_time: null },
  template: { design: "", body, css: "", js: "", fonts: [] },
  mail_imprint: "<p>Example GmbH</p>",
});

describe("mailings: newsletter", { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  /**
   * The designer's frame as the page sees it: a window on this origin that says `ready`, is given the template, and
   * answers `export` with what it holds (here: `holds`).
   */
  function fakeDesigner(holds: { body: string }) {
    const frame = screen.getByTestId("newsletter-designer") as HTMLIFrameElement;
    const designerWindow = frame.contentWindow as Window;
    const received: { type: string; body?: string; blocks?: { id: string }[] }[] = [];
    designerWindow.postMessage = ((message: { type: string; id?: number; body?: string }) => {
      received.push(message);
      if (message.type === "export")
        window.dispatchEvent(
          new MessageEvent("message", {
            source: designerWindow,
            origin: window.location.origin,
            data: {
              source: "newsletter-designer",
              type: "exported",
              id: message.id,
              design: "{}",
              body: holds.body,
              css: "h1{color:red}",
            },
          }),
        );
    }) as Window["postMessage"];
    window.dispatchEvent(
      new MessageEvent("message", {
        source: designerWindow,
        origin: window.location.origin,
        data: { source: "newsletter-designer", type: "ready" },
      }),
    );
    return received;
  }

  it("saves nothing until the designer is ready, then saves what it exports, placeholder errors first", async () => {
    const bodies: { template: { body: string; css: string; design: string } }[] = [];
    mockApi({
      [routeKey(mailingsApi.newsletterSettings)]: () => jsonResponse(settings()),
      [routeKey(mailingsApi.updateNewsletterSettings)]: (init) => {
        const body = JSON.parse(String(init.body));
        bodies.push(body);
        return jsonResponse({ ...settings(body.template.body), sending: body.sending });
      },
      [routeKey(administrationApi.userbar)]: () => jsonResponse({ sections: [] }),
    });
    renderApp("/administration/newsletter/settings", admin);
    await screen.findByTestId("newsletter-designer", {}, SLOW);
    expect(screen.getByTestId("newsletter-designer-loading").textContent).toContain("designer is loading");
    expect((screen.getByTestId("newsletter-save") as HTMLButtonElement).disabled).toBe(true);
    // A message from another window is not the designer's.
    window.dispatchEvent(
      new MessageEvent("message", {
        source: window,
        origin: window.location.origin,
        data: { source: "newsletter-designer", type: "ready" },
      }),
    );
    expect((screen.getByTestId("newsletter-save") as HTMLButtonElement).disabled).toBe(true);
    const holds = { body: "<h1>News</h1><div>{{disclaimer_and_settings}}</div>" };
    const received = fakeDesigner(holds);
    await waitFor(() => expect((screen.getByTestId("newsletter-save") as HTMLButtonElement).disabled).toBe(false));
    expect(received[0]).toMatchObject({ type: "load", body: settings().template.body });
    expect(received[0]?.blocks?.map((b) => b.id)).toEqual(["newsletter-content", "newsletter-disclaimer"]);
    fireEvent.click(screen.getByTestId("newsletter-save"));
    const errors = await screen.findByTestId("newsletter-template-errors");
    expect(errors.textContent).toContain("content missing");
    expect(errors.textContent).not.toContain("disclaimer missing");
    expect(bodies).toEqual([]);
    holds.body = "<h1>News</h1><div>{{content}}</div><div>{{disclaimer_and_settings}}</div>";
    fireEvent.click(screen.getByTestId("newsletter-save"));
    expect((await screen.findByTestId("toast-saved", {}, SLOW)).textContent).toContain(
      "newsletter settings were saved",
    );
    expect(bodies[0]?.template).toMatchObject({ body: holds.body, css: "h1{color:red}", design: "{}" });
  });

  it("edits the HTML on its own tab: both placeholder errors, nothing sent, then a fixed template is saved", async () => {
    const bodies: { template: { body: string } }[] = [];
    mockApi({
      [routeKey(mailingsApi.newsletterSettings)]: () => jsonResponse(settings("<p>empty</p>")),
      [routeKey(mailingsApi.updateNewsletterSettings)]: (init) => {
        const body = JSON.parse(String(init.body));
        bodies.push(body);
        return jsonResponse({ ...settings(body.template.body), sending: body.sending });
      },
      [routeKey(administrationApi.userbar)]: () => jsonResponse({ sections: [] }),
    });
    renderApp("/administration/newsletter/settings", admin);
    await screen.findByTestId("newsletter-designer", {}, SLOW);
    const received = fakeDesigner({ body: "<p>empty</p>" });
    fireEvent.click(screen.getByTestId("newsletter-tab-code"));
    const html = (await screen.findByTestId("newsletter-html", {}, SLOW)) as HTMLTextAreaElement;
    await waitFor(() => expect(html.value).toBe("<p>empty</p>"));
    const preview = screen.getByTestId("newsletter-preview") as HTMLIFrameElement;
    expect(preview.getAttribute("sandbox")).toBe("");
    fireEvent.click(screen.getByTestId("newsletter-save"));
    const errors = await screen.findByTestId("newsletter-template-errors");
    expect(errors.textContent).toContain("content missing");
    expect(errors.textContent).toContain("disclaimer missing");
    expect(bodies).toEqual([]);
    fireEvent.change(html, { target: { value: "{{content}}{{content}}{{disclaimer_and_settings}}" } });
    fireEvent.click(screen.getByTestId("newsletter-save"));
    await waitFor(() =>
      expect(screen.getByTestId("newsletter-template-errors").textContent).toContain("content duplicated"),
    );
    fireEvent.change(html, { target: { value: "<h1>Hi</h1>{{content}}{{disclaimer_and_settings}}" } });
    fireEvent.click(screen.getByTestId("newsletter-save"));
    expect((await screen.findByTestId("toast-saved", {}, SLOW)).textContent).toContain(
      "newsletter settings were saved",
    );
    expect(bodies[0]?.template.body).toBe("<h1>Hi</h1>{{content}}{{disclaimer_and_settings}}");
    // Back in the designer, it is given the HTML edited here.
    fireEvent.click(screen.getByTestId("newsletter-tab-visual"));
    await waitFor(() =>
      expect(received.at(-1)).toMatchObject({
        type: "load",
        body: "<h1>Hi</h1>{{content}}{{disclaimer_and_settings}}",
      }),
    );
  });

  it("reloads the upcoming activities when reordering fails", async () => {
    let loads = 0;
    const entries = [
      { id: hexId(11), title: "First entry", author: null, created_at: "2026-11-20T10:00:00Z" },
      { id: hexId(12), title: "Second entry", author: null, created_at: "2026-11-21T10:00:00Z" },
    ];
    mockApi({
      [routeKey(mailingsApi.upcomingActivities)]: () => {
        loads++;
        return jsonResponse({ entries });
      },
      [routeKey(mailingsApi.updateUpcomingActivities)]: () =>
        jsonResponse({ error: "validation_failed", message: "no", errors: { order: ["is invalid"] } }, 422),
      [routeKey(administrationApi.userbar)]: () => jsonResponse({ sections: [] }),
    });
    renderApp("/administration/newsletter/settings/upcoming_activities", admin);
    const list = await screen.findByTestId("upcoming-order", {}, SLOW);
    const rows = within(list).getAllByTestId("upcoming-row");
    // Each entry's date as the rest of the app writes a date.
    expect(rows.map((r) => r.textContent)).toEqual([
      `First entry${formatDate("2026-11-20T10:00:00Z")}`,
      `Second entry${formatDate("2026-11-21T10:00:00Z")}`,
    ]);
    fireEvent.click(within(list).getAllByLabelText("Move down")[0] as HTMLElement);
    fireEvent.click(screen.getByTestId("upcoming-save"));
    expect((await screen.findByTestId("upcoming-error", {}, SLOW)).textContent).toContain("list was loaded again");
    await waitFor(() => expect(loads).toBeGreaterThan(1));
  });
});
