import { type AppointmentPayload, appointmentsApi, type CalendarPayload, calendarsApi } from "@intranet/contracts";
import { type QueryClient, queryOptions } from "@tanstack/react-query";
import { api } from "../../api/route-client";

export const calendarsQuery = queryOptions({
  queryKey: ["calendars"],
  queryFn: ({ signal }) => api(calendarsApi.list, {}, { signal }),
});

export const groupCalendarsQuery = (slug: string) =>
  queryOptions({
    queryKey: ["calendars", "group", slug],
    queryFn: ({ signal }) => api(calendarsApi.ofGroup, { params: { slug } }, { signal }),
  });

export const calendarQuery = (id: string) =>
  queryOptions({
    queryKey: ["calendars", "detail", id],
    queryFn: ({ signal }) => api(calendarsApi.show, { params: { id } }, { signal }),
  });

export const calendarCreateOptionsQuery = queryOptions({
  queryKey: ["calendars", "create-options"],
  queryFn: ({ signal }) => api(calendarsApi.createOptions, {}, { signal }),
});

export const feedTokenQuery = queryOptions({
  queryKey: ["calendars", "feed-token"],
  queryFn: ({ signal }) => api(calendarsApi.feedToken, {}, { signal }),
});

export const appointmentsQuery = (opts: {
  participating: boolean;
  date: string;
  view: "sheet" | "list";
  calendars?: string;
}) => {
  const kind = opts.participating ? "participating" : "all";
  // No filter (every calendar) is not the empty filter (none): "" is a filter.
  const calendars = opts.calendars ?? null;
  return queryOptions({
    queryKey: ["appointments", kind, opts.date.slice(0, 7), calendars],
    queryFn: ({ signal }) =>
      api(
        opts.participating ? appointmentsApi.participating : appointmentsApi.list,
        { query: { date: opts.date, view: opts.view, type: "month", calendars: opts.calendars } },
        { signal },
      ),
    // Another month keeps the last one on screen while it loads; other calendars (a group's, a filter) never show the
    // appointments of the ones before.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === kind && previousQuery.queryKey[3] === calendars ? previous : undefined,
  });
};

export { appointmentQuery } from "../../api/appointments";

export const categoriesQuery = queryOptions({
  queryKey: ["appointments", "categories"],
  queryFn: ({ signal }) => api(appointmentsApi.categories, {}, { signal }),
});

export const createAppointment = (body: AppointmentPayload) => api(appointmentsApi.create, { body });
export const updateAppointment = (id: string, body: AppointmentPayload) =>
  api(appointmentsApi.update, { params: { id }, body });
export const cancelAppointment = (id: string) => api(appointmentsApi.cancel, { params: { id } });
export const deleteAppointment = (id: string) => api(appointmentsApi.destroy, { params: { id } });
export const lockAppointment = (id: string, locked: boolean) =>
  api(appointmentsApi.lock, {
    params: { id },
    body: { appointment: { attendee_configuration: { participation_locked: locked } } },
  });

export const createCalendar = (body: CalendarPayload, groupSlug?: string) =>
  groupSlug
    ? api(calendarsApi.createInGroup, { params: { slug: groupSlug }, body })
    : api(calendarsApi.create, { body });
export const updateCalendar = (id: string, body: CalendarPayload) => api(calendarsApi.update, { params: { id }, body });
export const deleteCalendar = (id: string) => api(calendarsApi.destroy, { params: { id } });
export const removeCalendarShare = (id: string) => api(calendarsApi.unshare, { params: { id } });
export const resetFeedToken = () => api(calendarsApi.createFeedToken);

export async function refreshCalendars(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ["calendars"] }),
    queryClient.invalidateQueries({ queryKey: ["appointments"] }),
  ]);
}
