import { mailApi } from "@intranet/contracts";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../api/route-client";

export const OUTBOX_PAGE_SIZE = 25;

/** One page of the development outbox, newest first. */
export const outboxQuery = (page: number) =>
  queryOptions({
    queryKey: ["administration", "outbox", page],
    queryFn: ({ signal }) => api(mailApi.outbox, { query: { page, limit: OUTBOX_PAGE_SIZE } }, { signal }),
    placeholderData: (previous) => previous,
  });
