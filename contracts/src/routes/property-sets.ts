import { errorResponse } from "../common.js";
import {
  propertySet,
  propertySetBody,
  propertySetParams,
  propertySetQuery,
  propertySetShown,
  propertySetUpdateQuery,
} from "../property-sets.js";
import { defineRoutes } from "../route.js";

/** Property sets (administration §7 "Files management, property sets"). */
export const propertySetsApi = defineRoutes("property-sets", {
  show: {
    method: "GET",
    path: "/api/v1/property_sets/:name",
    params: propertySetParams,
    query: propertySetQuery,
    response: { 200: propertySetShown, 404: errorResponse },
  },
  update: {
    method: "PUT",
    path: "/api/v1/property_sets/:name",
    params: propertySetParams,
    query: propertySetUpdateQuery,
    body: propertySetBody,
    response: { 200: propertySet, 403: errorResponse, 404: errorResponse, 422: errorResponse },
  },
});
