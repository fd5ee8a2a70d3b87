import type { Factor, FactorType } from "@intranet/contracts";
import { queryOptions } from "@tanstack/react-query";
import { apiGet, apiSend } from "../../api/client";

type BackupCodes = { backup_codes: string[] };

export const factorsQuery = queryOptions({
  queryKey: ["two-factor", "factors"],
  queryFn: ({ signal }) => apiGet<Factor[]>("/api/v1/authentication/factors", { signal }),
});

export const startFactor = (type: FactorType) =>
  apiGet<{ provisioning_uri?: string; secret_key?: string }>(`/api/v1/authentication/factors/new?type=${type}`);

export const createFactor = (body: {
  type: FactorType;
  code: string;
  provisioning_uri?: string;
  secret_key?: string;
}) => apiSend<BackupCodes>("POST", "/api/v1/authentication/factors", body);

export const deleteFactor = (id: string, code?: string) =>
  apiSend<void>("DELETE", `/api/v1/authentication/factors/${id}`, code ? { code } : undefined);

export const resetBackupCodes = (id: string, code: string) =>
  apiSend<BackupCodes>("POST", `/api/v1/authentication/factors/${id}/reset-backup-codes`, { code });

/** The second step of sign-in; the challenge cookie from the first step identifies the member. */
export const verifySignInCode = (code: string) =>
  apiSend<{ redirect_to: string }>(
    "PUT",
    "/users/two_factor_authentication.json",
    { code },
    { redirectOnUnauthorized: false },
  );

/** Offers the backup codes as backup_codes.txt. */
export function downloadBackupCodes(codes: string[]) {
  const url = URL.createObjectURL(new Blob([`${codes.join("\n")}\n`], { type: "text/plain" }));
  const a = document.createElement("a");
  a.href = url;
  a.download = "backup_codes.txt";
  a.click();
  URL.revokeObjectURL(url);
}
