import type { AppItem } from "@intranet/contracts";
import { hexId } from "../../test/fixtures";

/** An item of the app hexId(50), the n-th of its list (id hexId(100 + n)), which its reader may change. */
export function appItem(n: number, values: AppItem["values"], extra: Partial<AppItem> = {}): AppItem {
  return {
    id: hexId(100 + n),
    app_id: hexId(50),
    values,
    title: String(values.title ?? ""),
    description: "",
    position: String.fromCharCode(97 + n),
    archived: false,
    archived_at: null,
    archived_by: null,
    memberships: [],
    tags: [],
    created_at: "2026-03-01T10:00:00Z",
    updated_at: "2026-03-01T10:00:00Z",
    can: { update: true, archive: true, destroy: true },
    ...extra,
  };
}
