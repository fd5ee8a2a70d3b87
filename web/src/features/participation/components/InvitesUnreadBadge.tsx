import { useQuery } from "@tanstack/react-query";
import { unreadsQuery } from "../../../api/unreads";
import { UnreadBadge } from "../../../components/UnreadBadge";

/** Open appointment invites (the `Calendars` unread count), refreshed live by unreads_changed. */
export function InvitesUnreadBadge() {
  const unreads = useQuery(unreadsQuery);
  return <UnreadBadge count={unreads.data?.Calendars ?? 0} data-testid="invites-unread-badge" />;
}
