import { ALL_STREAM, notificationsApi } from "@intranet/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { api } from "./route-client";
import { unreadsQuery } from "./unreads";

/**
 * Records that the member saw the first page of a network stream, once per visit, so the new-activity badge
 * (`Activitystreams`) counts from now; only the stream `all` is counted. A failure leaves the badge as it was.
 */
export function useStreamSeen(slug: string, shown = true) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (slug !== ALL_STREAM || !shown) return;
    api(notificationsApi.streamSeen, { params: { slug: ALL_STREAM } }).then(
      () => queryClient.invalidateQueries({ queryKey: unreadsQuery.queryKey }),
      () => undefined,
    );
  }, [slug, shown, queryClient]);
}
