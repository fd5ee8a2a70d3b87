import type {
  Appointment,
  AppointmentCategory,
  AppointmentList,
  AppointmentPayload,
  Calendar,
  CalendarCreateOptions,
  CalendarPayload,
} from "@intranet/contracts";
import { type QueryClient, queryOptions } from "@tanstack/react-query";
import { apiGet, apiSend } from "../../api/client";

export type AppointmentScope = { kind: "all" } | { kind: "participating" } | { kind: "group"; slug: string };

export const calendarsQuery = queryOptions({
  queryKey: ["calendars"],
  queryFn: ({ signal }) => apiGet<Calendar[]>("/calendars", { signal }),
});

export const groupCalendarsQuery = (slug: string) =>
  queryOptions({
    queryKey: ["calendars", "group", slug],
    queryFn: ({ signal }) => apiGet<Calendar[]>(`/groups/${encodeURIComponent(slug)}/calendars`, { signal }),
  });

export const calendarQuery = (id: string) =>
  queryOptions({
    queryKey: ["calendars", "detail", id],
    queryFn: ({ signal }) => apiGet<Calendar>(`/calendars/${encodeURIComponent(id)}`, { signal }),
  });

export const calendarCreateOptionsQuery = queryOptions({
  queryKey: ["calendars", "create-options"],
  queryFn: ({ signal }) => apiGet<CalendarCreateOptions>("/calendars/create_options", { signal }),
});

export const timeZonesQuery = queryOptions({
  queryKey: ["calendars", "time-zones"],
  queryFn: ({ signal }) => apiGet<string[]>("/calendars/time_zones", { signal }),
  staleTime: Number.POSITIVE_INFINITY,
});

export const feedTokenQuery = queryOptions({
  queryKey: ["calendars", "feed-token"],
  queryFn: ({ signal }) => apiGet<{ present: boolean; created_at: string | null }>("/calendars/feed_token", { signal }),
});

export const appointmentsQuery = (opts: {
  participating: boolean;
  date: string;
  view: "sheet" | "list";
  calendars?: string;
}) =>
  queryOptions({
    queryKey: [
      "appointments",
      opts.participating ? "participating" : "all",
      opts.date.slice(0, 7),
      opts.calendars ?? "",
    ],
    queryFn: ({ signal }) =>
      apiGet<AppointmentList>(opts.participating ? "/appointments/participating" : "/appointments", {
        query: { date: opts.date, view: opts.view, type: "month", calendars: opts.calendars },
        signal,
      }),
    placeholderData: (previous) => previous,
  });

export { appointmentQuery } from "../../api/appointments";

export const categoriesQuery = queryOptions({
  queryKey: ["appointments", "categories"],
  queryFn: ({ signal }) => apiGet<AppointmentCategory[]>("/appointments/categories", { signal }),
});

export const createAppointment = (body: AppointmentPayload) => apiSend<Appointment>("POST", "/appointments", body);
export const updateAppointment = (id: string, body: AppointmentPayload) =>
  apiSend<Appointment>("PUT", `/appointments/${encodeURIComponent(id)}`, body);
export const cancelAppointment = (id: string) =>
  apiSend<Appointment>("POST", `/appointments/${encodeURIComponent(id)}/cancel`);
export const deleteAppointment = (id: string) => apiSend<void>("DELETE", `/appointments/${encodeURIComponent(id)}`);
export const lockAppointment = (id: string, locked: boolean) =>
  apiSend<Appointment>("PATCH", `/appointments/${encodeURIComponent(id)}`, {
    appointment: { attendee_configuration: { participation_locked: locked } },
  });

export const createCalendar = (body: CalendarPayload, groupSlug?: string) =>
  apiSend<Calendar>("POST", groupSlug ? `/groups/${encodeURIComponent(groupSlug)}/calendars` : "/calendars", body);
export const updateCalendar = (id: string, body: CalendarPayload) =>
  apiSend<Calendar>("PUT", `/calendars/${encodeURIComponent(id)}`, body);
export const deleteCalendar = (id: string) => apiSend<void>("DELETE", `/calendars/${encodeURIComponent(id)}`);
export const removeCalendarShare = (id: string) =>
  apiSend<void>("DELETE", `/calendars/${encodeURIComponent(id)}/share`);
export const resetFeedToken = () => apiSend<{ token: string; created_at: string }>("POST", "/calendars/feed_token");

export async function refreshCalendars(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ["calendars"] }),
    queryClient.invalidateQueries({ queryKey: ["appointments"] }),
  ]);
}
