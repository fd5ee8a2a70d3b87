import { chatApi, type FileTokenBody } from "@intranet/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "./route-client";

/**
 * A zip of a chat message's files, or of files and folders: a short-lived token for them (POST /api/v1/file_token),
 * then a hidden form POST to the archive route, so the browser itself downloads the stream (a fetch would hold the
 * whole archive in memory). The answer is an attachment, so the page stays where it is.
 */
export async function downloadArchive(body: FileTokenBody) {
  const { token } = await api(chatApi.fileToken, { body });
  const form = document.createElement("form");
  form.method = "POST";
  form.action = chatApi.archive.path;
  form.hidden = true;
  const field = document.createElement("input");
  field.type = "hidden";
  field.name = "token";
  field.value = token;
  form.appendChild(field);
  document.body.appendChild(form);
  try {
    form.submit();
  } finally {
    form.remove();
  }
}

/** Whether the server offers zip downloads (GET /api/storage/v2/discover), asked once an hour (§9). */
export const archiveDiscoveryQuery = queryOptions({
  queryKey: ["archive-discovery"],
  queryFn: ({ signal }) => api(chatApi.discover, {}, { signal }),
  staleTime: 3600_000,
  gcTime: 3600_000,
});

/** False until the server said archives are available (and when it cannot be asked). */
export function useArchivesAvailable(): boolean {
  return useQuery(archiveDiscoveryQuery).data?.ok === true;
}
