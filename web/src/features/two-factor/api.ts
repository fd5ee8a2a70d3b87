import { type FactorType, type RouteBody, twoFactorApi } from "@intranet/contracts";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../api/route-client";

export const factorsQuery = queryOptions({
  queryKey: ["two-factor", "factors"],
  queryFn: ({ signal }) => api(twoFactorApi.factors, {}, { signal }),
});

export const startFactor = (type: FactorType) => api(twoFactorApi.newFactor, { query: { type } });

export const createFactor = (body: RouteBody<typeof twoFactorApi.createFactor>) =>
  api(twoFactorApi.createFactor, { body });

export const deleteFactor = (id: string, code?: string) =>
  api(twoFactorApi.deleteFactor, { params: { id }, body: code ? { code } : undefined });

export const resetBackupCodes = (id: string, code: string) =>
  api(twoFactorApi.resetBackupCodes, { params: { id }, body: { code } });

/** The second step of sign-in; the challenge cookie from the first step identifies the member. */
export const verifySignInCode = (code: string) =>
  api(twoFactorApi.verifySignIn, { body: { code } }, { redirectOnUnauthorized: false });

/** Offers the backup codes as backup_codes.txt. */
export function downloadBackupCodes(codes: string[]) {
  const url = URL.createObjectURL(new Blob([`${codes.join("\n")}\n`], { type: "text/plain" }));
  const a = document.createElement("a");
  a.href = url;
  a.download = "backup_codes.txt";
  a.click();
  URL.revokeObjectURL(url);
}
