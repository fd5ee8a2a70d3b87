import type { Message, MessageFolder } from "@intranet/contracts";
import { Button, Checkbox, Group, Stack, Title } from "@mantine/core";
import { IconMail, IconMailOpened, IconPencil, IconTrash } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { EmptyState } from "../../../components/EmptyState";
import { Pagination } from "../../../components/Pagination";
import { QueryState } from "../../../components/QueryState";
import { notifySaved } from "../../../components/toasts";
import { useAppMutation } from "../../../lib/mutations";
import { deleteMessages, listPageOf, markMessages, messageListQuery, refreshMessages } from "../api";
import { MessageRow } from "../components/MessageRow";
import { useLiveMessages } from "../live";

export function MessagesListPage({ folder }: { folder: MessageFolder }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const page = listPageOf(params);
  const list = useQuery(messageListQuery(folder, page));
  useLiveMessages();
  const [selected, setSelected] = useState<Set<string>>(new Set());

  const messages: Message[] = list.data?.messages ?? [];
  const visibleSelected = messages.filter((m) => selected.has(m.id)).map((m) => m.id);
  const allSelected = messages.length > 0 && visibleSelected.length === messages.length;
  const someSelected = visibleSelected.length > 0 && !allSelected;

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const toggleAll = () => setSelected(allSelected ? new Set() : new Set(messages.map((m) => m.id)));

  const action = useAppMutation({
    mutationFn: ({ run }: { run: () => Promise<void>; done: string }) => run(),
    onSuccess: async (_, { done }) => {
      notifySaved(done);
      setSelected(new Set());
      await refreshMessages(queryClient);
    },
  });
  const busy = action.isPending;
  const run = (fn: () => Promise<void>, done: string) => action.mutate({ run: fn, done });

  const goTo = (target: number) => {
    setSelected(new Set());
    setParams(target > 1 ? { page: String(target) } : {});
  };

  return (
    <Stack gap="md" data-testid={`messages-${folder}`}>
      <Group justify="space-between">
        <Title order={2}>{folder === "inbox" ? t("directMessages.inbox") : t("directMessages.sent")}</Title>
        {list.data?.can.send_direct_messages && (
          <Button component={Link} to="/messages/new" leftSection={<IconPencil size={16} />} data-testid="new-message">
            {t("directMessages.newMessage")}
          </Button>
        )}
      </Group>

      <Group gap="xs" data-testid="messages-toolbar">
        <Checkbox
          aria-label={t("directMessages.selectAll")}
          checked={allSelected}
          indeterminate={someSelected}
          onChange={toggleAll}
          disabled={messages.length === 0}
          data-testid="select-all"
        />
        {/* Read and unread are the receiver's states: the Sent folder offers neither. */}
        {folder === "inbox" &&
          ([true, false] as const).map((read) => (
            <Button
              key={String(read)}
              variant="default"
              size="xs"
              leftSection={read ? <IconMailOpened size={14} /> : <IconMail size={14} />}
              disabled={visibleSelected.length === 0 || busy}
              onClick={() =>
                run(
                  () => markMessages(visibleSelected, read),
                  read ? t("directMessages.markedRead") : t("directMessages.markedUnread"),
                )
              }
              data-testid={read ? "mark-read" : "mark-unread"}
            >
              {read ? t("directMessages.markRead") : t("directMessages.markUnread")}
            </Button>
          ))}
        <Button
          variant="default"
          color="red"
          size="xs"
          leftSection={<IconTrash size={14} />}
          disabled={visibleSelected.length === 0 || busy}
          onClick={() =>
            run(
              () => deleteMessages(folder, visibleSelected),
              visibleSelected.length === 1
                ? t("directMessages.deleted")
                : t("directMessages.deletedMany", { count: visibleSelected.length }),
            )
          }
          data-testid="delete-selected"
        >
          {t("directMessages.delete")}
        </Button>
      </Group>

      {!list.isSuccess ? (
        <QueryState query={list} errorMessage={t("directMessages.loadError")} />
      ) : messages.length === 0 ? (
        <EmptyState title={t("directMessages.noMessages")} />
      ) : (
        <Stack gap={0} data-testid="messages-list">
          {messages.map((m) => (
            <MessageRow
              key={m.id}
              message={m}
              folder={folder}
              selected={selected.has(m.id)}
              onToggle={() => toggle(m.id)}
            />
          ))}
        </Stack>
      )}

      {list.data && <Pagination page={page} totalPages={list.data.meta.total_pages} onChange={goTo} />}
    </Stack>
  );
}

export const InboxPage = () => <MessagesListPage folder="inbox" />;
export const SentPage = () => <MessagesListPage folder="sent" />;
