import type { NetworkPreload } from "@intranet/contracts";
import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { vi } from "vitest";
import { networkQuery } from "../api/network";
import { AppProviders } from "../app/AppProviders";
import { createQueryClient } from "../app/query-client";
import { appRouteParts } from "../app/router";

type Handler = (init: RequestInit, url: URL) => Response | Promise<Response>;

/** Stubs fetch with handlers keyed "METHOD /path"; unknown calls answer 404 in the API's error shape. */
export function mockApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, "http://localhost");
    // As the server does, `/x.json` is the data of `/x`; stubs are keyed by the route table's path.
    const pathname = url.pathname.replace(/\.json$/, "");
    const handler = handlers[`${init.method ?? "GET"} ${pathname}`];
    if (handler) return handler(init, url);
    return new Response(JSON.stringify({ error: "not_found", message: "Not found." }), { status: 404 });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

/** Renders the whole app (routes, layouts, lazy pages) in memory at `path`. */
export function renderApp(path: string, network: NetworkPreload) {
  const queryClient = createQueryClient({ retry: false });
  queryClient.setQueryData(networkQuery.queryKey, network);
  // As main.tsx starts it: the routes that may match `path` first, the rest with the first navigation needing them.
  const { routes, patchRoutesOnNavigation } = appRouteParts(queryClient, path);
  const router = createMemoryRouter(routes, { initialEntries: [path], patchRoutesOnNavigation });
  render(
    <AppProviders queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, queryClient };
}
