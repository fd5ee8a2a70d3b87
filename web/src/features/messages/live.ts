import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { realtime } from "../../api/realtime";

/**
 * A message arriving or read elsewhere (the server's `unreads_changed` for Messages on the member's topic) refreshes
 * the open folder and message, as it refreshes the counts: an inbox left open shows what its badge counts.
 */
export function useLiveMessages() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      realtime.onEvent((event, payload) => {
        if (event === "unreads_changed" && (payload as { feature?: string } | null)?.feature === "Messages")
          void queryClient.invalidateQueries({ queryKey: ["messages"] });
      }),
    [queryClient],
  );
}
