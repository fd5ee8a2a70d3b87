import { messageResponse } from "../auth.js";
import { errorResponse } from "../common.js";
import {
  administrationSettings,
  administrationSettingsUpdate,
  networkPreload,
  testBirthdayEmailBody,
} from "../network.js";
import { defineRoutes } from "../route.js";

const adminErrors = { 403: errorResponse, 404: errorResponse };

export const networkApi = defineRoutes("network", {
  /** Public so the sign-in page can show the network's name; member data only when signed in. */
  /** Query budget: 2 statements (1 of them the session), the same on any data size: server/src/modules/query-budgets.test.ts. */
  show: { method: "GET", path: "/api/v1/network", response: { 200: networkPreload } },
  /** Network administrators only (administration §7): every settings field with its value or default. */
  settings: {
    method: "GET",
    path: "/administration/settings",
    response: { 200: administrationSettings, ...adminErrors },
  },
  /** Saves the fields named (the form sends them all); the rules between fields are checked on the result. */
  updateSettings: {
    method: "PUT",
    path: "/administration/settings",
    body: administrationSettingsUpdate,
    response: { 200: administrationSettings, ...adminErrors, 422: errorResponse },
  },
  /** Sends the birthday mail as given to the administrator who asks (administration §7). */
  sendTestBirthdayEmail: {
    method: "POST",
    path: "/administration/settings/send_test_birthday_email",
    body: testBirthdayEmailBody,
    response: { 200: messageResponse, ...adminErrors, 422: errorResponse, 429: errorResponse },
  },
});
