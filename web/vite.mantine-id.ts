import type { Plugin } from "vite";

const MANTINE_HOOKS = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]/;
const MANTINE_USE_ID = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;

/**
 * Mantine's `useId` as React's id alone. Mantine's own starts with the same `mantine-<React id>` and, in a layout
 * effect after mount, sets a random id in its state (a static id given or not): a synchronous re-render of every
 * component using it (the AppShell, each input) right after the commit. While hydrating a prerendered screen that
 * re-render of the AppShell changes its context above Suspense boundaries React has not hydrated yet, so React
 * hydrates them at once, synchronously: the sign-in form in one long task. React's id is unique in its root and the
 * same in the prerender and the browser, which is what Mantine's first render shows anyway.
 */
export function mantineReactId(): Plugin {
  // A build that bundles Mantine's hooks but never met its use-id module: Mantine moved it, and the replacement
  // would silently do nothing.
  let hooksBundled = false;
  let replaced = false;
  return {
    name: "intranet:mantine-react-id",
    apply: "build",
    enforce: "pre",
    buildEnd(error) {
      if (!error && hooksBundled && !replaced)
        this.error(
          "Mantine's useId module was not found at @mantine/hooks/esm/use-id/use-id.mjs: update vite.mantine-id.ts.",
        );
    },
    load(id) {
      if (MANTINE_HOOKS.test(id)) hooksBundled = true;
      if (!MANTINE_USE_ID.test(id)) return null;
      replaced = true;
      return `import { useId as useReactId } from "react";
export function useId(staticId) {
  const reactId = useReactId();
  return typeof staticId === "string" ? staticId : \`mantine-\${reactId.replace(/:/g, "")}\`;
}`;
    },
  };
}
