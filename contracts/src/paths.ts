// No zod here: the web client builds its URLs with this in its first chunk, where no schema goes.

/** `/appointments/:id` with `{ id: "a1" }` → `/appointments/a1` (each value URL-encoded). */
export function buildPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}
