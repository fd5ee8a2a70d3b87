import { errorResponse } from "../common.js";
import {
  groupPage,
  groupPageBody,
  groupPageDeleted,
  groupPageList,
  groupPageOrderBody,
  groupPageParams,
  networkPage,
  networkPageBody,
  networkPageList,
  networkPageListQuery,
  networkPageOrderBody,
  networkPageParams,
} from "../group-pages.js";
import { groupSlugParams } from "../groups.js";
import { defineRoutes } from "../route.js";

const errors = { 403: errorResponse, 404: errorResponse, 422: errorResponse };

/** Served as JSON to calls and as the SPA to page loads (http/negotiation.ts), like the other group screens. */
export const groupPagesApi = defineRoutes("group-pages", {
  list: {
    method: "GET",
    path: "/groups/:slug/pages",
    params: groupSlugParams,
    response: { 200: groupPageList, 404: errorResponse },
  },
  show: {
    method: "GET",
    path: "/groups/:slug/pages/:pageSlug",
    params: groupPageParams,
    response: { 200: groupPage, 404: errorResponse },
  },
  create: {
    method: "POST",
    path: "/groups/:slug/pages",
    params: groupSlugParams,
    body: groupPageBody,
    response: { 201: groupPage, ...errors },
  },
  update: {
    method: "PUT",
    path: "/groups/:slug/pages/:pageSlug",
    params: groupPageParams,
    body: groupPageBody,
    response: { 200: groupPage, ...errors },
  },
  /** The group's pages in a new order (every page, each once: 422 otherwise); the slug `order` is never a page's. */
  order: {
    method: "PUT",
    path: "/groups/:slug/pages/order",
    params: groupSlugParams,
    body: groupPageOrderBody,
    response: { 200: groupPageList, ...errors },
  },
  destroy: {
    method: "DELETE",
    path: "/groups/:slug/pages/:pageSlug",
    params: groupPageParams,
    response: { 200: groupPageDeleted, ...errors },
  },
});

/**
 * Network pages: read by every member, kept by network administrators (403 for others). `GET /pages` lists them in
 * tree order; `?filter=show_in_userbar` only those the userbar shows.
 */
export const networkPagesApi = defineRoutes("pages", {
  list: {
    method: "GET",
    path: "/pages",
    query: networkPageListQuery,
    response: { 200: networkPageList },
  },
  show: {
    method: "GET",
    path: "/pages/:pageSlug",
    params: networkPageParams,
    response: { 200: networkPage, 404: errorResponse },
  },
  create: {
    method: "POST",
    path: "/pages",
    body: networkPageBody,
    response: { 201: networkPage, ...errors },
  },
  update: {
    method: "PUT",
    path: "/pages/:pageSlug",
    params: networkPageParams,
    body: networkPageBody,
    response: { 200: networkPage, ...errors },
  },
  /**
   * The pages under one parent in a new order (exactly its children: 422 otherwise), with `moved_id` one page moved
   * there from another parent (under itself or its subpages: 422 `parent_id`); never a page's slug.
   */
  order: {
    method: "PUT",
    path: "/pages/order",
    body: networkPageOrderBody,
    response: { 200: networkPageList, ...errors },
  },
  destroy: {
    method: "DELETE",
    path: "/pages/:pageSlug",
    params: networkPageParams,
    response: { 200: groupPageDeleted, ...errors },
  },
});
