import { networkPreload } from "../network.js";
import { defineRoutes } from "../route.js";

export const networkApi = defineRoutes("network", {
  /** Public so the sign-in page can show the network's name; member data only when signed in. */
  /** Query budget: 2 statements (1 of them the session), the same on any data size: server/src/modules/query-budgets.test.ts. */
  show: { method: "GET", path: "/api/v1/network", response: { 200: networkPreload } },
});
