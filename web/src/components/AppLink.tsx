import { type ComponentPropsWithoutRef, createContext, type MouseEvent, type ReactNode, use } from "react";
import { type NavigateFunction, useNavigate } from "react-router";

/**
 * The router's navigate, given once under the router (PublicRootRoute, the tests' renderWithProviders) to every
 * AppLink below, instead of each link asking the router for it.
 */
const AppNavigate = createContext<NavigateFunction | null>(null);

export function AppNavigateProvider({ children }: { children: ReactNode }) {
  return <AppNavigate value={useNavigate()}>{children}</AppNavigate>;
}

/** A plain left click, which the app navigates itself; any other (a new tab, a download) is the browser's. */
const appClick = (event: MouseEvent<HTMLAnchorElement>) =>
  !event.defaultPrevented &&
  event.button === 0 &&
  !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) &&
  (!event.currentTarget.target || event.currentTarget.target === "_self");

/**
 * A link to an absolute path of the app, for the rows of long lists (a month's appointments, the inbox, the start
 * page's cards): the same anchor and navigation as React Router's `Link` for such a path, without its per-link work
 * (resolving a relative path, location, prefetching and click-handler hooks), which costs about 0.7 ms a link on a
 * phone's first render. `Link` stays the choice for relative paths, `state`, `replace` or `reloadDocument`.
 */
export function AppLink({ to, onClick, ...props }: { to: string } & Omit<ComponentPropsWithoutRef<"a">, "href">) {
  const navigate = use(AppNavigate);
  return (
    <a
      {...props}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (!navigate || !appClick(event)) return;
        event.preventDefault();
        void navigate(to);
      }}
    />
  );
}
