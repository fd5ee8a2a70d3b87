import { errorResponse } from "../common.js";
import {
  newsletterSettings,
  newsletterSettingsBody,
  sendNowBody,
  sendNowResponse,
  unsubscribeParams,
  unsubscribeResponse,
  upcomingActivities,
  updateUpcomingActivitiesBody,
} from "../mailings.js";
import { defineRoutes } from "../route.js";

export const mailingsApi = defineRoutes("mailings", {
  newsletterSettings: {
    method: "GET",
    path: "/administration/newsletter/settings",
    suffix: ".json",
    response: { 200: newsletterSettings },
  },
  /** 422 with errors.body: the template's placeholders ('content missing', 'content duplicated', 'disclaimer missing'). */
  updateNewsletterSettings: {
    method: "PUT",
    path: "/administration/newsletter/settings",
    body: newsletterSettingsBody,
    response: { 200: newsletterSettings, 422: errorResponse },
  },
  upcomingActivities: {
    method: "GET",
    path: "/administration/newsletter/settings/upcoming_activities",
    suffix: ".json",
    response: { 200: upcomingActivities },
  },
  updateUpcomingActivities: {
    method: "POST",
    path: "/administration/newsletter/settings/update_upcoming_activities",
    body: updateUpcomingActivitiesBody,
    response: { 200: upcomingActivities, 422: errorResponse },
  },
  /** Not in the spec: an administrator sends a mailing kind now (its schedule's day and time aside). */
  sendNow: {
    method: "POST",
    path: "/administration/newsletter/send_now",
    body: sendNowBody,
    response: { 200: sendNowResponse },
  },
  /** Not in the spec: the unsubscribe link's confirmation (public, the signed token names the member). */
  unsubscribeInfo: {
    method: "GET",
    path: "/api/v1/mailings/unsubscribe/:token",
    params: unsubscribeParams,
    response: { 200: unsubscribeResponse, 404: errorResponse },
  },
  /** Not in the spec: unsubscribes (the page's button, and the List-Unsubscribe-Post one-click). */
  unsubscribe: {
    method: "POST",
    path: "/api/v1/mailings/unsubscribe/:token",
    params: unsubscribeParams,
    response: { 200: unsubscribeResponse, 404: errorResponse },
  },
});
