import { errorResponse, idParams } from "../common.js";
import { defineRoutes, noContent } from "../route.js";
import {
  backupCodesResponse,
  codeBody,
  createFactorBody,
  factorList,
  newFactorQuery,
  newFactorResponse,
  optionalCodeBody,
  redirectToResponse,
} from "../two-factor.js";

export const twoFactorApi = defineRoutes("two-factor", {
  /** The second step of sign-in, authenticated by the challenge cookie of the first. */
  verifySignIn: {
    method: "PUT",
    path: "/users/two_factor_authentication",
    body: codeBody,
    response: { 200: redirectToResponse, 400: errorResponse },
  },
  factors: { method: "GET", path: "/api/v1/authentication/factors", response: { 200: factorList } },
  newFactor: {
    method: "GET",
    path: "/api/v1/authentication/factors/new",
    query: newFactorQuery,
    /** 422 factor_unavailable: the network does not offer this method. */
    response: { 200: newFactorResponse, 422: errorResponse },
  },
  createFactor: {
    method: "POST",
    path: "/api/v1/authentication/factors",
    body: createFactorBody,
    response: { 201: backupCodesResponse, 400: errorResponse, 409: errorResponse, 422: errorResponse },
  },
  resetBackupCodes: {
    method: "POST",
    path: "/api/v1/authentication/factors/:id/reset-backup-codes",
    params: idParams,
    body: codeBody,
    response: { 200: backupCodesResponse },
  },
  deleteFactor: {
    method: "DELETE",
    path: "/api/v1/authentication/factors/:id",
    params: idParams,
    body: optionalCodeBody.nullish(),
    response: { 204: noContent },
  },
});
