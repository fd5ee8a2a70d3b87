import { defineRoutes } from "../route.js";
import { unreadCounts } from "../unreads.js";

/** The counts of every module that has unread things, in one answer; two paths for the same. */
export const unreadsApi = defineRoutes("unreads", {
  /** Query budget: 2 statements (1 of them the session), the same on any data size: server/src/modules/query-budgets.test.ts. */
  counts: { method: "GET", path: "/api/v1/unreads", response: { 200: unreadCounts } },
  features: { method: "GET", path: "/unreads/features", response: { 200: unreadCounts } },
});
