import { type ChannelWidget, channelsApi } from "@intranet/contracts";
import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { routeKey } from "../../api/route-client";
import { hexId, member, network } from "../../test/fixtures";
import { jsonResponse } from "../../test/render";
import { mockApi, renderApp } from "../../test/render-app";
import { channelFixture, channelPageFixture, textWidgetFixture } from "./test-fixtures";

const SLOW = { timeout: 15_000 };
const admin = network({
  current_member: member({ id: hexId(1) }),
  can: { administrate: true, version_and_updates: false },
});

const widget = (extra: Partial<ChannelWidget>): ChannelWidget => {
  const { data: _shown, ...stored } = textWidgetFixture("<p>Hello</p>");
  return { ...stored, translations: { fr: { title: "Bienvenue", label: "", content: "" } }, ...extra };
};

describe("channel widget form", { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("edits a widget's translation for the language in ?lng and keeps the others", async () => {
    const bodies: unknown[] = [];
    mockApi({
      [routeKey(channelsApi.widget, { slug: "news", id: hexId(60) })]: () => jsonResponse(widget({})),
      [routeKey(channelsApi.show, { slug: "news" })]: () => jsonResponse(channelPageFixture(true)),
      [routeKey(channelsApi.updateWidget, { slug: "news", id: hexId(60) })]: (init) => {
        bodies.push(JSON.parse(String(init.body)));
        return jsonResponse(widget({}));
      },
      [routeKey(channelsApi.widgets, { slug: "news" })]: () => jsonResponse({ widgets: [] }),
    });
    renderApp(`/channels/news/widgets/${hexId(60)}/edit?lng=de`, admin);
    fireEvent.change(await screen.findByTestId("widget-translation-title", {}, SLOW), {
      target: { value: "Willkommen" },
    });
    fireEvent.change(screen.getByTestId("widget-translation-content"), { target: { value: "<p>Hallo</p>" } });
    fireEvent.click(screen.getByTestId("widget-save"));
    expect(await screen.findByText("Widget saved", {}, SLOW)).toBeTruthy();
    expect(bodies).toMatchObject([
      {
        widget: {
          title: "Welcome",
          fields: { content: "<p>Hello</p>" },
          translations: {
            de: { title: "Willkommen", label: "", content: "<p>Hallo</p>" },
            fr: { title: "Bienvenue" },
          },
        },
      },
    ]);
  });

  it("edits the people widget with the member picker, starting from its members", async () => {
    const bodies: unknown[] = [];
    const people = widget({ type: "people", fields: { label: "Team", member_ids: [hexId(7)] }, translations: {} });
    mockApi({
      [routeKey(channelsApi.widget, { slug: "news", id: hexId(60) })]: () => jsonResponse(people),
      [routeKey(channelsApi.show, { slug: "news" })]: () =>
        jsonResponse({
          ...channelFixture({ can: { update: true, add_article: true } }),
          layout: { rows: [] },
          widgets: [
            {
              ...people,
              data: { members: [{ id: hexId(7), name: "Paula Pick", path: `/members/${hexId(7)}`, avatar_url: null }] },
            },
          ],
        }),
      [routeKey(channelsApi.updateWidget, { slug: "news", id: hexId(60) })]: (init) => {
        bodies.push(JSON.parse(String(init.body)));
        return jsonResponse(people);
      },
      [routeKey(channelsApi.widgets, { slug: "news" })]: () => jsonResponse({ widgets: [] }),
    });
    renderApp(`/channels/news/widgets/${hexId(60)}/edit`, admin);
    expect(await screen.findByText("Paula Pick", {}, SLOW)).toBeTruthy();
    fireEvent.change(screen.getByTestId("widget-title"), { target: { value: "Our team" } });
    fireEvent.click(screen.getByTestId("widget-save"));
    expect(await screen.findByText("Widget saved", {}, SLOW)).toBeTruthy();
    expect(bodies).toMatchObject([
      { widget: { type: "people", title: "Our team", fields: { label: "Team", member_ids: [hexId(7)] } } },
    ]);
  });

  it("keeps Save disabled on an untouched new widget until something is entered", async () => {
    mockApi({ [routeKey(channelsApi.show, { slug: "news" })]: () => jsonResponse(channelPageFixture(true)) });
    renderApp("/channels/news/widgets/new", admin);
    const save = (await screen.findByTestId("widget-save", {}, SLOW)) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(screen.getByTestId("widget-title"), { target: { value: "Welcome" } });
    expect(save.disabled).toBe(false);
  });

  it("keeps the layout's Save disabled while pristine and lets a row's controls wrap on a phone", async () => {
    mockApi({
      [routeKey(channelsApi.show, { slug: "news" })]: () =>
        jsonResponse(channelPageFixture(true, { layout: { rows: [{ type: "full", columns: [[]] }] } })),
    });
    renderApp("/channels/news/layout/edit", admin);
    const save = (await screen.findByTestId("layout-save", {}, SLOW)) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    const remove = screen.getByRole("button", { name: "Remove row" });
    expect(screen.getByTestId("layout-row-controls").contains(remove)).toBe(true);
    expect(screen.getByTestId("layout-row-controls").style.getPropertyValue("--group-wrap")).not.toBe("nowrap");
    fireEvent.click(screen.getByTestId("layout-add-row"));
    expect(save.disabled).toBe(false);
    fireEvent.click(screen.getAllByRole("button", { name: "Remove row" })[1] as HTMLElement);
    expect(save.disabled).toBe(true);
  });
});
