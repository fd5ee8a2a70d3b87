/** What the shell shows for files (the userbar link), there from the start. */
const filesShellEn = { link: "Files", networkFiles: "Network files", groupFiles: "Group files" };
export type FilesShellMessages = typeof filesShellEn;

declare module "../../../i18n/namespaces" {
  interface FeatureShellNamespaces {
    files: { shell: FilesShellMessages };
  }
}

/**
 * Registered under `files.shell` with the common texts (i18n/locales/en.ts), before any screen draws; the other
 * languages' are `shell.<language>.ts`, loaded with theirs. The rest of the namespace loads with the routes.
 */
export default { files: { shell: filesShellEn } };
