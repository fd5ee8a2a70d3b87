/**
 * The screens a member opens a visit with, by their address, and the module of each one's page (relative to web/).
 * The build (vite.first-screens.ts) writes into index.html the files each one needs beyond the app's own, and
 * public/boot.js asks for those of the address the page is opened at while the app's scripts are still on their way:
 * on a slow line the page's code then arrives with the app's instead of after the app has run and routed.
 * first-screens.test.ts holds each address to the route that draws it.
 */
export const FIRST_SCREENS: Readonly<Record<string, string>> = {
  "/": "src/features/dashboard/routes/HomePage.tsx",
  "/appointments": "src/features/calendar/routes/AppointmentsPage.tsx",
  "/appointments/participating": "src/features/calendar/routes/AppointmentsPage.tsx",
  "/calendars": "src/features/calendar/routes/AppointmentsPage.tsx",
  "/messages": "src/features/messages/routes/MessagesListPage.tsx",
  "/messages/sent": "src/features/messages/routes/MessagesListPage.tsx",
};

/** The modules of each language's texts that the first screen loads (i18n/index.ts, i18n/namespaces.ts). */
export const TEXT_MODULES = (language: string): string[] => [
  `src/i18n/locales/${language}.ts`,
  `src/i18n/feature-texts/${language}.ts`,
];

/** Where the build puts the files: `<script type="application/json" id="first-screens">` in index.html. */
export interface FirstScreenFiles {
  /** Per address: the page's scripts and style sheets, beyond those index.html loads itself. */
  screens: Record<string, { js: string[]; css: string[] }>;
  /** Per language: its texts' scripts. */
  texts: Record<string, string[]>;
}
