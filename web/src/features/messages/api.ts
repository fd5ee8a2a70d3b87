import { type MessageFolder, membersApi, messagesApi, type NewMessage } from "@intranet/contracts";
import { type QueryClient, queryOptions } from "@tanstack/react-query";
import { api } from "../../api/route-client";

const LIST = { inbox: messagesApi.inbox, sent: messagesApi.sent } as const;
const DELETE = { inbox: messagesApi.deleteInbox, sent: messagesApi.deleteSent } as const;

/** The list's page from the address (`?page=`, from 1). */
export const listPageOf = (params: URLSearchParams) => Math.max(1, Number(params.get("page")) || 1);

/** A folder's list, first asked by its route (`prefetch`) beside the screen's code. */
export const prefetchMessageList = (folder: MessageFolder) => (queryClient: QueryClient, url: URL) =>
  queryClient.prefetchQuery(messageListQuery(folder, listPageOf(url.searchParams)));

export const messageListQuery = (folder: MessageFolder, page: number) =>
  queryOptions({
    queryKey: ["messages", folder, page],
    queryFn: ({ signal }) => api(LIST[folder], { query: { page } }, { signal }),
    placeholderData: (previous) => previous,
  });

export const messageQuery = (id: string) =>
  queryOptions({
    queryKey: ["messages", "detail", id],
    queryFn: ({ signal }) => api(messagesApi.show, { params: { id } }, { signal }),
  });

export { unreadsQuery } from "../../api/unreads";

export const recipientQuery = (id: string) =>
  queryOptions({
    queryKey: ["members", id],
    queryFn: ({ signal }) => api(membersApi.show, { params: { id } }, { signal }),
  });

export const sendMessage = (body: NewMessage) => api(messagesApi.create, { body });

export const deleteMessages = (folder: MessageFolder, ids: string[]) =>
  api(DELETE[folder], { body: { message_ids: ids } });

export const markMessages = (ids: string[], read: boolean) =>
  api(read ? messagesApi.markRead : messagesApi.markUnread, { body: { message_ids: ids } });

export const markMessage = (id: string, read: boolean) =>
  api(read ? messagesApi.markOneRead : messagesApi.markOneUnread, { params: { id } });

export const deleteMessage = (folder: MessageFolder, id: string) =>
  api(folder === "sent" ? messagesApi.deleteOneSent : messagesApi.deleteOne, { params: { id } });

/** After any change: lists, details and the unread count may all differ. */
export async function refreshMessages(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ["messages"] }),
    queryClient.invalidateQueries({ queryKey: ["unreads"] }),
  ]);
}
