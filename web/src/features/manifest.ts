import type { NetworkPreload, UnreadKey } from "@intranet/contracts";
import type { Icon } from "@tabler/icons-react";
import type { QueryClient } from "@tanstack/react-query";
import type { ParseKeys } from "i18next";
import { type ComponentType, lazy } from "react";
import type { Params, RouteObject } from "react-router";
import type { FeatureTranslations } from "../i18n/namespaces";

/** A typed translation key (`"calendar.shell.link"`, `"common.save"`). */
export type TextKey = ParseKeys;
export type NavIcon = Icon;

/** An unread count shown next to a link; `testId` names the badge for browser journeys. */
export interface UnreadBadgeRef {
  unread: UnreadKey;
  testId: string;
}

export interface UserbarLink {
  key: string;
  to: string;
  /** A translated label, or `text` for names that come from data (groups). */
  label?: TextKey;
  text?: string;
  icon?: NavIcon;
  /** Active only on exactly this path, not on paths below it. */
  exact?: boolean;
  /** Further path prefixes that mark the link active. */
  alsoActiveOn?: string[];
  badge?: UnreadBadgeRef;
  /**
   * Active only on the link's own path with these query values (null: the parameter absent), for links that
   * differ by their query string alone (the search's modules).
   */
  query?: Record<string, string | null>;
}

export interface UserbarSection {
  key: string;
  title?: TextKey;
  links: UserbarLink[];
}

/** One entry of the header's notifications menu, listed while its unread count is above zero. */
export interface NotificationEntry {
  key: string;
  unread: UnreadKey;
  to: string;
  label: TextKey;
  icon: NavIcon;
}

/** A start-page tile linking to a module. */
export interface HomeTile {
  key: string;
  to: string;
  icon: NavIcon;
  title: TextKey;
  text: TextKey;
  /** What the tile says to an external guest, where they may do less than a member (`text` otherwise). */
  guestText?: TextKey;
}

/**
 * What a web feature contributes to the app. The router, userbar, notifications menu and start page
 * loop over the list in `app/features.ts`; none of them names a feature.
 */
/** What a route says about its screen: the title of the page (`Inbox`), which the shell puts in the document's title. */
export interface RouteHandle {
  title: TextKey;
  /**
   * The screen's first queries, asked while its code loads (no waterfall from the preload to the lazy route to its
   * queries): the router runs it as the route's loader once the preload names a member, without waiting for it.
   * `url` and `params` are the route's (a page number, a month in the query string).
   */
  prefetch?: (queryClient: QueryClient, url: URL, params: Params) => unknown;
  /** The userbar shows the info navigation here, as on /info (administration §2: "Fallback /* shows the info navigation"). */
  infoNavigation?: boolean;
}

/** A screen of a feature: every one names itself (the shell adds what the screen shows, see lib/page-title.tsx). */
export type FeatureRoute = RouteObject & { handle: RouteHandle };

export interface FeatureManifest {
  key: string;
  /** Member screens inside the app layout (lazy route modules). */
  routes?: FeatureRoute[];
  /** Visitor screens in the bare layout: no search bar and no userbar around them. */
  publicRoutes?: FeatureRoute[];
  /** Entries of the userbar's module list, in the order of the feature list. */
  moduleLinks?: UserbarLink[];
  /** Entries of the userbar's administration section, shown to network administrators. */
  adminLinks?: UserbarLink[];
  /** The userbar's sub-navigation while one of this feature's paths is shown; null for other paths. */
  userbarSections?: (pathname: string, network: NetworkPreload, search: string) => UserbarSection[] | null;
  /** Blocks at the end of the userbar, below the sections (the member's groups). */
  userbarWidgets?: ComponentType[];
  notifications?: NotificationEntry[];
  tiles?: HomeTile[];
  /** The feature's text namespace(s), loaded with its lazy routes. */
  translations?: FeatureTranslations;
  /** Other features whose components or texts this feature's screens show; their texts load with its routes. */
  shows?: string[];
  /** The header's search field, for members (one feature fills it). */
  headerSearch?: ComponentType;
  /** Buttons of the header before the notifications bell, for members (lazy components load after the first screen). */
  headerActions?: ComponentType[];
  /** The content of the layout's right-hand column; it says whether it is shown (one feature fills it). */
  aside?: ComponentType<{ onShown: (shown: boolean) => void }>;
  /** Dialogs over every screen of the app layout (lazy components; each decides when it shows). */
  overlays?: ComponentType[];
  /** The same over the signed-out screens of the bare layout (sign-in, sign-up, password, legal pages). */
  bareOverlays?: ComponentType[];
  /** Ends the member's session: the profile menu's sign-out (one feature fills it). */
  signOut?: () => Promise<unknown>;
}

export const defineFeature = <M extends FeatureManifest>(manifest: M): M => manifest;

/**
 * A userbar widget (`userbarWidgets`) from its module, a `*UserbarBlock.tsx`: web/vite.config.ts puts those modules with
 * the userbar into the chunk `userbar`, which is not the first screen's code. On a phone the userbar waits behind its
 * drawer; on a wider screen the chunk is asked beside the first screen's.
 */
export const userbarWidget = <K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): ComponentType => lazy<ComponentType>(async () => ({ default: (await load())[name] }));

/** True on any of the paths or below them (`/messages` matches `/messages/sent`, not `/messagesx`). */
export const isOnPath = (pathname: string, prefixes: string[]) =>
  prefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
