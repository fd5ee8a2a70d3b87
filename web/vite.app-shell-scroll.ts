import type { Plugin } from "vite";

const APP_SHELL = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]AppShell[\\/]/;
const VIRTUAL = "\0intranet:app-shell-remove-scroll";

/**
 * Mantine's AppShell header, footer and aside import `react-remove-scroll` for one class name, which marks them to be
 * shifted while a modal hides the page's scroll bar. The import put the whole library, its side car and scroll-bar
 * styles in the first screen's JavaScript (3.6 KB gzipped) although no modal is open there. Here AppShell's parts get
 * that class name from `react-remove-scroll-bar`'s constants, the same value the library's modals use; the library
 * itself comes with the first modal's chunk. The build stops when an AppShell part uses anything else of it.
 */
export function appShellScrollClassName(): Plugin {
  return {
    name: "intranet:app-shell-scroll-class-name",
    // Not in the prerender's build: it leaves libraries to Node, which imports react-remove-scroll as it is.
    apply: (_config, env) => env.command === "build" && !env.isSsrBuild,
    enforce: "pre",
    resolveId(source, importer) {
      return source === "react-remove-scroll" && importer && APP_SHELL.test(importer) ? VIRTUAL : null;
    },
    load(id) {
      if (id !== VIRTUAL) return null;
      return [
        `import { zeroRightClassName } from "react-remove-scroll-bar/constants";`,
        "export const RemoveScroll = { classNames: { zeroRight: zeroRightClassName } };",
      ].join("\n");
    },
    transform: {
      filter: { id: APP_SHELL, code: "RemoveScroll" },
      handler(code, id) {
        const uses = code.match(/\bRemoveScroll\b(?!\.classNames\.zeroRight\b)/g) ?? [];
        // The import's name is the one use allowed besides the class name.
        if (uses.length > 1)
          this.error(`${id} uses more of react-remove-scroll than its class name: update vite.app-shell-scroll.ts.`);
        return null;
      },
    },
  };
}
