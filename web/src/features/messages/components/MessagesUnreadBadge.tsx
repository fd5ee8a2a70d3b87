import { useQuery } from "@tanstack/react-query";
import { UnreadBadge } from "../../../components/UnreadBadge";
import { unreadsQuery } from "../api";

/** Unread conversations in the inbox, polled every 60 s and refreshed after every message action. */
export function MessagesUnreadBadge() {
  const unreads = useQuery(unreadsQuery);
  return <UnreadBadge count={unreads.data?.Messages ?? 0} data-testid="messages-unread-badge" />;
}
