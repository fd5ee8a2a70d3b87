import { errorResponse } from "../common.js";
import { crawl, crawlCreateBody, crawlParams } from "../crawls.js";
import { defineRoutes } from "../route.js";

/** Link previews (communication.md §7 "Link crawl"); the chat's link previews use the same crawls. */
export const crawlsApi = defineRoutes("crawls", {
  create: {
    method: "POST",
    path: "/system/crawls",
    body: crawlCreateBody,
    response: { 201: crawl, 422: errorResponse, 429: errorResponse },
  },
  show: {
    method: "GET",
    path: "/system/crawls/:id",
    params: crawlParams,
    response: { 200: crawl, 404: errorResponse },
  },
});
