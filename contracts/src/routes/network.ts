import { errorResponse } from "../common.js";
import { administrationSettings, administrationSettingsUpdate, networkPreload } from "../network.js";
import { defineRoutes } from "../route.js";

export const networkApi = defineRoutes("network", {
  /** Public so the sign-in page can show the network's name; member data only when signed in. */
  /** Query budget: 2 statements (1 of them the session), the same on any data size: server/src/modules/query-budgets.test.ts. */
  show: { method: "GET", path: "/api/v1/network", response: { 200: networkPreload } },
  /** Network administrators only. */
  settings: { method: "GET", path: "/administration/settings", response: { 200: administrationSettings } },
  updateSettings: {
    method: "PUT",
    path: "/administration/settings",
    body: administrationSettingsUpdate,
    response: { 200: administrationSettings, 403: errorResponse, 422: errorResponse },
  },
});
