import type { NetworkPreload } from "@intranet/contracts";
import type { QueryClient } from "@tanstack/react-query";
import { type RenderOptions, render } from "@testing-library/react";
import type { ReactElement, ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { networkQuery } from "../api/network";
import { AppProviders } from "../app/AppProviders";
import { createQueryClient } from "../app/query-client";
import { AppNavigateProvider } from "../components/AppLink";
import { applyDateZone } from "../lib/dates";

interface ProviderOptions extends Omit<RenderOptions, "wrapper"> {
  network?: NetworkPreload;
  queryClient?: QueryClient;
  route?: string;
}

/** Renders with the app's providers (Mantine in test mode, query client, modals, toasts) and a memory router. */
export function renderWithProviders(
  ui: ReactElement,
  { network, queryClient, route = "/", ...options }: ProviderOptions = {},
) {
  const client = queryClient ?? createQueryClient({ retry: false, staleTime: Number.POSITIVE_INFINITY });
  if (network) client.setQueryData(networkQuery.queryKey, network);
  // As the app's root does: dates in the member's zone.
  applyDateZone(network?.current_member?.time_zone, network?.time_zone_offsets);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProviders queryClient={client} env="test">
      <MemoryRouter initialEntries={[route]}>
        <AppNavigateProvider>{children}</AppNavigateProvider>
      </MemoryRouter>
    </AppProviders>
  );
  const result = render(ui, { wrapper, ...options });
  return { ...result, queryClient: client };
}

/** A JSON fetch answer for stubbed fetch calls. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}
