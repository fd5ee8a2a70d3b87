import { activitiesApi, groupsApi, messagesApi, searchApi, unreadsApi } from "@intranet/contracts";
import { act, waitFor } from "@testing-library/react";
import type { RouteObject } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { routeKey } from "../api/route-client";
import type { RouteHandle } from "../features/manifest";
import { changeLanguage, LANGUAGES } from "../i18n";
import { directMessage, group, hexId, member, network } from "../test/fixtures";
import { commonTextsOnly, inAllLanguages } from "../test/i18n";
import { jsonResponse } from "../test/render";
import { mockApi, renderApp } from "../test/render-app";
import { features } from "./features";

const SLOW = { timeout: 15_000 };
const me = network({
  name: "Acme Intranet",
  current_member: member({ id: hexId(1) }),
  my_groups: [{ id: hexId(5), slug: "book-club", name: "Book Club", group_category_id: hexId(6) }],
});
const unreads = { [routeKey(unreadsApi.counts)]: () => jsonResponse({ Messages: 0 }) };

const titleOf = (route: RouteObject) => (route.handle as Partial<RouteHandle> | undefined)?.title;
const allRoutes = (routes: RouteObject[]): RouteObject[] => routes.flatMap((r) => [r, ...allRoutes(r.children ?? [])]);

describe("page titles", { timeout: 60_000 }, () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await act(() => changeLanguage("en", false));
  });

  it("gives every routed screen of every feature a title in all five languages", async () => {
    const i18n = await commonTextsOnly();
    for (const feature of features) {
      const bundle = feature.translations ? await inAllLanguages(feature.translations) : {};
      for (const [namespace, byLanguage] of Object.entries(bundle))
        for (const [language, texts] of Object.entries(byLanguage))
          i18n.addResourceBundle(language, namespace, texts, true, true);
    }
    const screens = features.flatMap((f) =>
      allRoutes([...(f.routes ?? []), ...(f.publicRoutes ?? [])]).map((route) => ({ feature: f.key, route })),
    );
    const missing = screens.flatMap(({ feature, route }) => {
      const key = titleOf(route);
      const where = `${feature} ${route.path ?? "(index)"}`;
      if (!key) return [`${where}: no title`];
      return LANGUAGES.filter((lng) => !i18n.exists(key, { lng })).map((lng) => `${where}: ${key} (${lng})`);
    });
    expect(missing).toEqual([]);
    expect(screens.length).toBeGreaterThan(80);
  });

  it("names the screen, then the network", async () => {
    mockApi({
      ...unreads,
      [routeKey(messagesApi.inbox)]: () =>
        jsonResponse({
          messages: [],
          meta: { page: 1, per_page: 20, total_count: 0, total_pages: 0 },
          can: { send_direct_messages: true, send_to_all_network_members: false },
        }),
    });
    const { router } = renderApp("/messages", me);
    await waitFor(() => expect(document.title).toBe("Inbox · Acme Intranet"), SLOW);
    await act(() => router.navigate("/no/such/page"));
    await waitFor(() => expect(document.title).toBe("Page not found · Acme Intranet"), SLOW);
    await act(() => changeLanguage("de", false));
    await waitFor(() => expect(document.title).toBe("Seite nicht gefunden · Acme Intranet"), SLOW);
  });

  it("puts what the screen shows first: a message's subject", async () => {
    const message = directMessage({ subject: "Budget 2027" });
    mockApi({
      ...unreads,
      [routeKey(messagesApi.show, { id: message.id })]: () => jsonResponse({ ...message, conversation: [message] }),
    });
    renderApp(`/messages/${message.id}`, me);
    await waitFor(() => expect(document.title).toBe("Budget 2027 · Messages · Acme Intranet"), SLOW);
  });

  it("puts the search query first and a group's name after the screen's title", async () => {
    mockApi({
      ...unreads,
      [routeKey(searchApi.groupSearch, { slug: "book-club" })]: () => jsonResponse({}),
      [routeKey(groupsApi.navigation, { slug: "book-club" })]: () => jsonResponse({ group: group(), tabs: [] }),
      [routeKey(activitiesApi.groupStream, { groupSlug: "book-club", slug: "all" })]: () =>
        jsonResponse({ activities: [], next_cursor: null, can: { post: false } }),
    });
    const { router } = renderApp("/groups/book-club/search?q=poetry", me);
    await waitFor(() => expect(document.title).toBe("poetry · Search · Book Club · Acme Intranet"), SLOW);
    await act(() => router.navigate("/groups/book-club"));
    await waitFor(() => expect(document.title).toBe("Home · Book Club · Acme Intranet"), SLOW);
  });
});
