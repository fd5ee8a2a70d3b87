import type { QueryClient } from "@tanstack/react-query";
import { appointmentsQuery, calendarsQuery } from "./api";
import { calendarViewOf, isNarrowScreen } from "./hooks/useCalendarView";

/**
 * The overview's first queries (every calendar, and the month or list the address or this session names), asked by
 * its route beside the screen's code. Only for the overviews of every calendar: a group's and the member's own or
 * shared ones narrow the month to calendars they have to load first.
 */
export const prefetchOverview = (participating: boolean) => (queryClient: QueryClient, url: URL) => {
  const { date, view, filter } = calendarViewOf(url.searchParams, isNarrowScreen());
  return Promise.all([
    queryClient.prefetchQuery(calendarsQuery),
    queryClient.prefetchQuery(appointmentsQuery({ participating, date, view, calendars: filter })),
  ]);
};
