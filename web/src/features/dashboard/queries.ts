import type { QueryClient } from "@tanstack/react-query";
import { unreadsQuery } from "../../api/unreads";
import { addDays, todayIn } from "../../lib/dates-core";
import { appointmentsQuery } from "../calendar";
import { invitesQuery, myGroupsQuery } from "../groups";
import { messageListQuery } from "../messages";
import { appointmentInvitesQuery } from "../participation";

/** How far ahead the start page lists appointments. */
export const UPCOMING_DAYS = 14;

/**
 * What the start page's blocks read. The page draws them together once every one has answered (skeletons
 * until then), so no block grows under another one's feet; a block mounts on an answered query and does not
 * fetch it again (`retryOnMount: false`: a failure shows at once, with its retry button).
 */
export const startPageQueries = {
  /** This month's appointments, and the next month's when the coming two weeks reach into it. */
  months: () => {
    const today = todayIn();
    const months = [today, addDays(today, UPCOMING_DAYS)].map((day) => day.slice(0, 7));
    return [...new Set(months)].map((month) => ({
      ...appointmentsQuery({ participating: false, date: `${month}-01`, view: "sheet" }),
      retryOnMount: false,
    }));
  },
  inbox: () => ({ ...messageListQuery("inbox", 1), retryOnMount: false }),
  unreads: () => ({ ...unreadsQuery, retryOnMount: false }),
  appointmentInvites: () => ({ ...appointmentInvitesQuery("open", 1), retryOnMount: false }),
  groupInvites: () => ({ ...invitesQuery({ kind: "received" }, 1, "open"), retryOnMount: false }),
  groups: () => ({ ...myGroupsQuery, retryOnMount: false }),
};

/** Every start-page query, with the default retry on mount: a page opened after a failure asks again. */
export function allStartPageQueries() {
  const q = startPageQueries;
  return [...q.months(), q.inbox(), q.unreads(), q.appointmentInvites(), q.groupInvites(), q.groups()].map(
    ({ retryOnMount: _, ...options }) => options,
  );
}

/** The start page's lists asked ahead, while the page's code loads (the route's `prefetch`). */
export function prefetchStartPage(queryClient: QueryClient) {
  const q = startPageQueries;
  return Promise.all([
    ...q.months().map((options) => queryClient.prefetchQuery(options)),
    queryClient.prefetchQuery(q.inbox()),
    queryClient.prefetchQuery(q.unreads()),
    queryClient.prefetchQuery(q.appointmentInvites()),
    queryClient.prefetchQuery(q.groupInvites()),
    queryClient.prefetchQuery(q.groups()),
  ]);
}
