// No zod here: the web client builds its URLs with this in its first chunk, where no schema goes.

/** `/appointments/:id` with `{ id: "a1" }` → `/appointments/a1` (each value URL-encoded). */
export function buildPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * Whether a link or redirect target is a path of this site: it starts with one `/`, not `//` or `/\` (which browsers
 * read as another host), and holds no control character (browsers drop tabs and line breaks from an address, so
 * `/\t/evil.example` is `//evil.example` to them).
 */
export const isSitePath = (target: string): boolean =>
  /^\/(?![/\\])/.test(target) && ![...target].some((c) => c.charCodeAt(0) < 0x20 || c === "\x7f");
