import { useNetwork } from "../api/network";
import { useLiveUpdates } from "../api/realtime";
import { PublicRootRoute } from "./PublicRootRoute";

/** The app's root route: what the signed-out root draws, and the member's live updates over the socket. */
export function RootRoute() {
  const { id, current_member, my_groups } = useNetwork();
  useLiveUpdates(
    current_member?.id ?? null,
    id,
    my_groups.map((g) => g.id),
  );
  return <PublicRootRoute />;
}
