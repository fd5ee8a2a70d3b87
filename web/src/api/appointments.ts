import { appointmentsApi } from "@intranet/contracts";
import { queryOptions } from "@tanstack/react-query";
import { api } from "./route-client";

/**
 * One appointment, read by the calendar's screens and by participation's (participants, contact). It lives
 * here rather than in either feature so that participation can show the calendar's appointment while the
 * calendar shows participation's sections, without the two features importing each other.
 */
export const appointmentQuery = (id: string) =>
  queryOptions({
    queryKey: ["appointments", "detail", id],
    queryFn: ({ signal }) => api(appointmentsApi.show, { params: { id } }, { signal }),
  });
