import type {
  Message as DirectMessage,
  Member,
  MessageDetail,
  MessageFolder,
  MessageList,
  NewMessage,
} from "@intranet/contracts";
import { type QueryClient, queryOptions } from "@tanstack/react-query";
import { apiGet, apiSend } from "../../api/client";

const LIST_PATH: Record<MessageFolder, string> = { inbox: "/api/v1/messages", sent: "/api/v1/messages/sent" };
const DELETE_PATH: Record<MessageFolder, string> = {
  inbox: "/api/v1/messages/delete",
  sent: "/api/v1/messages/sent/delete",
};

export const messageListQuery = (folder: MessageFolder, page: number) =>
  queryOptions({
    queryKey: ["messages", folder, page],
    queryFn: ({ signal }) => apiGet<MessageList>(LIST_PATH[folder], { query: { page }, signal }),
    placeholderData: (previous) => previous,
  });

export const messageQuery = (id: string) =>
  queryOptions({
    queryKey: ["messages", "detail", id],
    queryFn: ({ signal }) => apiGet<MessageDetail>(`/api/v1/messages/${encodeURIComponent(id)}`, { signal }),
  });

export { unreadsQuery } from "../../api/unreads";

export const recipientQuery = (id: string) =>
  queryOptions({
    queryKey: ["members", id],
    queryFn: ({ signal }) => apiGet<Member>(`/members/${encodeURIComponent(id)}`, { signal }),
  });

export const sendMessage = (body: NewMessage) => apiSend<DirectMessage>("POST", "/api/v1/messages", body);

export const deleteMessages = (folder: MessageFolder, ids: string[]) =>
  apiSend<void>("DELETE", DELETE_PATH[folder], { message_ids: ids });

export const markMessages = (ids: string[], read: boolean) =>
  apiSend<void>(read ? "POST" : "DELETE", "/api/v1/messages/read", { message_ids: ids });

export const markMessage = (id: string, read: boolean) =>
  apiSend<void>(read ? "POST" : "DELETE", `/api/v1/messages/${encodeURIComponent(id)}/read`);

export const deleteMessage = (folder: MessageFolder, id: string) =>
  apiSend<void>("DELETE", folder === "sent" ? `/api/v1/messages/sent/${id}` : `/api/v1/messages/${id}`);

/** After any change: lists, details and the unread count may all differ. */
export async function refreshMessages(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ["messages"] }),
    queryClient.invalidateQueries({ queryKey: ["unreads"] }),
  ]);
}
