import {
  administrationUserbar,
  administrationUserbarQuery,
  imprintSettings,
  imprintUpdateBody,
  legalText,
  legalTextAcceptanceBody,
  legalTextCreateBody,
  legalTextHandleParams,
  legalTextList,
  legalTextUpdateBody,
  pendingLegalTexts,
  publicImprint,
  publicLegalText,
  publicLegalTextList,
} from "../administration.js";
import { errorResponse, idParams } from "../common.js";
import { defineRoutes, noContent } from "../route.js";

const adminErrors = { 403: errorResponse, 404: errorResponse };

/**
 * Network administration (administration.md §2, §7). The /administration routes are for network administrators
 * (403 to other members); /legal and /imprint are public, served as JSON to calls and as the SPA to page loads.
 */
export const administrationApi = defineRoutes("administration", {
  userbar: {
    method: "GET",
    path: "/api/v1/userbars/administration",
    query: administrationUserbarQuery,
    response: { 200: administrationUserbar, ...adminErrors },
  },
  legalTexts: { method: "GET", path: "/administration/legal_texts", response: { 200: legalTextList, ...adminErrors } },
  legalText: {
    method: "GET",
    path: "/administration/legal_texts/:id",
    params: idParams,
    response: { 200: legalText, ...adminErrors },
  },
  createLegalText: {
    method: "POST",
    path: "/administration/legal_texts",
    body: legalTextCreateBody,
    response: { 201: legalText, ...adminErrors, 422: errorResponse },
  },
  updateLegalText: {
    method: "PUT",
    path: "/administration/legal_texts/:id",
    params: idParams,
    body: legalTextUpdateBody,
    response: { 200: legalText, ...adminErrors, 409: errorResponse, 422: errorResponse },
  },
  destroyLegalText: {
    method: "DELETE",
    path: "/administration/legal_texts/:id",
    params: idParams,
    response: { 204: noContent, ...adminErrors, 409: errorResponse },
  },
  /** Not named by the spec: the public list behind /legal. */
  publicLegalTexts: { method: "GET", path: "/legal", response: { 200: publicLegalTextList } },
  /** Not named by the spec: the current version behind /legal/{handle}. */
  publicLegalText: {
    method: "GET",
    path: "/legal/:handle",
    params: legalTextHandleParams,
    response: { 200: publicLegalText, 404: errorResponse },
  },
  /** Not named by the spec: the consent texts the signed-in member still has to accept (asked on every app start). */
  /** Query budget: 2 statements (1 of them the session), the same on any data size: server/src/modules/query-budgets.test.ts. */
  pendingLegalTexts: { method: "GET", path: "/api/v1/legal_texts/pending", response: { 200: pendingLegalTexts } },
  /** Not named by the spec: the member accepts a consent text's current version. */
  acceptLegalText: {
    method: "POST",
    path: "/api/v1/legal_texts/:id/acceptance",
    params: idParams,
    body: legalTextAcceptanceBody,
    response: { 204: noContent, 404: errorResponse, 409: errorResponse, 422: errorResponse },
  },
  imprint: {
    method: "GET",
    path: "/administration/imprint/edit",
    response: { 200: imprintSettings, ...adminErrors },
  },
  updateImprint: {
    method: "PUT",
    path: "/administration/imprint",
    body: imprintUpdateBody,
    response: { 200: imprintSettings, ...adminErrors, 422: errorResponse },
  },
  /** Not named by the spec: the web imprint behind /imprint. */
  publicImprint: { method: "GET", path: "/imprint", response: { 200: publicImprint } },
});
