import type { Plugin } from "vite";

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
  return {
    name: "intranet:mantine-react-id",
    apply: "build",
    enforce: "pre",
    load(id) {
      if (!MANTINE_USE_ID.test(id)) return null;
      return `import { useId as useReactId } from "react";
export function useId(staticId) {
  const reactId = useReactId();
  return typeof staticId === "string" ? staticId : \`mantine-\${reactId.replace(/:/g, "")}\`;
}`;
    },
  };
}
