/** What the shell shows for this feature (userbar, notifications, start page), there from the first screen. */
const directoryShellEn = {
  link: "Directory",
  members: "Members",
  tile: "Find colleagues and groups",
};
export type DirectoryShellMessages = typeof directoryShellEn;

declare module "../../../i18n/namespaces" {
  interface FeatureShellNamespaces {
    directory: { shell: DirectoryShellMessages };
  }
}

/**
 * Registered under `directory.shell` with the common texts (i18n/locales/en.ts), before any screen draws; the other
 * languages' are `shell.<language>.ts`, loaded with theirs. The rest of the namespace loads with the routes.
 */
export default { directory: { shell: directoryShellEn } };
