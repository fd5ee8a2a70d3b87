import { notificationsApi } from "@intranet/contracts";
import { infiniteQueryOptions } from "@tanstack/react-query";
import { api } from "../../api/route-client";

/** The member's notifications, newest first; the next page is asked with `next_cursor` (keyset, no offset). */
export const notificationListQuery = infiniteQueryOptions({
  queryKey: ["notifications", "list"],
  queryFn: ({ pageParam, signal }) => api(notificationsApi.list, { query: { before: pageParam } }, { signal }),
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (last) => last.next_cursor ?? undefined,
});

/** The member's notifications about one group (`/groups/{slug}/notifications`), newest first. */
export const groupNotificationListQuery = (slug: string) =>
  infiniteQueryOptions({
    queryKey: ["notifications", "list", "group", slug],
    queryFn: ({ pageParam, signal }) =>
      api(notificationsApi.groupList, { params: { slug }, query: { before: pageParam } }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });

export const markNotificationRead = (id: string) => api(notificationsApi.markRead, { params: { id } });

export const markAllNotificationsRead = () => api(notificationsApi.markAllRead, {});
