// The build's server-side entry (`vite build --ssr src/prerender.tsx`, see scripts/prerender.mjs): the signed-out
// screens rendered to HTML from the same components, routes and texts the browser uses (the signed-out entry's,
// app/public-router.tsx), so they are drawn before
// any script runs and hydrated afterwards (main.tsx). Never loaded by the browser or the server at run time.
import type { Language, NetworkPreload } from "@intranet/contracts";
import { MantineProvider } from "@mantine/core";
import { StrictMode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { prerenderToNodeStream } from "react-dom/static";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { networkQuery } from "./api/network";
import { AppProviders } from "./app/AppProviders";
import { PwaNotices } from "./app/PwaNotices";
import { publicAppRoutes } from "./app/public-router";
import { createQueryClient } from "./app/query-client";
import { cssVariablesResolver, theme } from "./app/theme";
import type { RouteHandle } from "./features/manifest";
import { changeLanguage, i18n, initI18n } from "./i18n";

export { LANGUAGES } from "./i18n";
export { scriptJson } from "./lib/script-json";

/**
 * The theme's CSS variables as MantineProvider draws them (a <style> element), put before #root by
 * scripts/prerender.mjs in every prerendered page and in the member app's index.html: both entries render without
 * them (AppProviders `withCssVariables`), so the browser does not compute the same variables again.
 */
export const themeStyle = renderToStaticMarkup(
  <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} withGlobalClasses={false} />,
);

export interface Prerendered {
  /** The markup inside #root. */
  html: string;
  /** The document's title as the client sets it once hydrated (route title · network name). */
  title: string;
}

/**
 * One signed-out screen in one language, for a visitor of `network` (the build's stand-in: the server replaces the
 * network's name at request time, and the client takes the live preload after hydrating).
 */
export async function render(pathname: string, language: Language, network: NetworkPreload): Promise<Prerendered> {
  await initI18n(language);
  await changeLanguage(language, false);
  const queryClient = createQueryClient();
  queryClient.setQueryData(networkQuery.queryKey, network);
  const handler = createStaticHandler(publicAppRoutes(queryClient));
  const context = await handler.query(new Request(`http://prerender${pathname}`));
  if (context instanceof Response) throw new Error(`${pathname} answered a redirect (${context.status}) at build time`);
  if (context.errors) throw new Error(`${pathname}: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // prerender waits for every Suspense boundary (the lazy overlays): the HTML is complete, with no boundary left
  // for the client to render on its own (which React reports as a recoverable error while hydrating).
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProviders queryClient={queryClient} withCssVariables={false}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
        <PwaNotices />
      </AppProviders>
    </StrictMode>,
    // Every boundary inline: an outlined one would be moved into place by an inline script, which the
    // Content-Security-Policy refuses.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk));
  const html = Buffer.concat(chunks).toString("utf8");
  const titleKey = context.matches
    .map((m) => (m.route.handle as Partial<RouteHandle> | undefined)?.title)
    .findLast(Boolean);
  const title = [titleKey ? i18n.t(titleKey) : null, network.name].filter(Boolean).join(" · ");
  return { html, title };
}
