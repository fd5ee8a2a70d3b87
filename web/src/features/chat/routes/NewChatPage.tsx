import { directoryApi } from "@intranet/contracts";
import { ActionIcon, Avatar, Group, Loader, Stack, Text, TextInput, Title, UnstyledButton } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconArrowLeft, IconSearch } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { api } from "../../../api/route-client";
import { MemberAvatar } from "../../../components/MemberAvatar";
import { chatErrorText } from "../chat-errors";
import { chatPath } from "../chat-utils";
import { useChatConnection, useChatSync } from "../client";
import { ConnectionAlert } from "../components/ConnectionAlert";

/** Chat search waits 300 ms after the last keystroke (communication.md §9). */
export const CHAT_SEARCH_DEBOUNCE_MS = 300;

/** /chat/new: members and chat-enabled groups of mine, found through the directory; a pick opens the chat. */
export function NewChatPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [q, setQ] = useState("");
  const [debounced] = useDebouncedValue(q.trim(), CHAT_SEARCH_DEBOUNCE_MS);
  const sync = useChatSync();
  const { ready } = useChatConnection();
  const [error, setError] = useState<string | null>(null);
  const found = useQuery({
    queryKey: ["chat-search", debounced],
    queryFn: ({ signal }) =>
      api(directoryApi.search, { query: { q: debounced, only_my_groups: true, only_chat_enabled: true } }, { signal }),
    enabled: debounced.length > 0,
  });

  const open = async (target: { member_id: string } | { group_id: string }) => {
    try {
      const chat = await sync.createChat(target);
      navigate(chatPath(chat.id));
    } catch (e) {
      setError(chatErrorText(e));
    }
  };

  const members = found.data?.members ?? [];
  const groups = found.data?.groups ?? [];
  return (
    <Stack gap="sm" maw={720} data-testid="chat-new-page">
      <Group gap="xs" wrap="nowrap">
        <ActionIcon
          component={Link}
          to="/chat"
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t("chat.room.back")}
        >
          <IconArrowLeft size={20} />
        </ActionIcon>
        <Title order={1} size="h2">
          {t("chat.newChat.title")}
        </Title>
      </Group>
      <ConnectionAlert />
      <TextInput
        label={t("chat.newChat.search")}
        leftSection={<IconSearch size={16} />}
        rightSection={found.isFetching ? <Loader size="xs" /> : null}
        value={q}
        onChange={(e) => setQ(e.currentTarget.value)}
        data-autofocus
        data-testid="chat-new-search"
      />
      {error && (
        <Text c="red.9" size="sm" role="alert">
          {error}
        </Text>
      )}
      {found.data && members.length + groups.length === 0 && <Text c="gray.7">{t("chat.newChat.none")}</Text>}
      {members.length > 0 && (
        <Stack gap={2} data-testid="chat-new-members">
          <Title order={2} size="h5">
            {t("chat.newChat.members")}
          </Title>
          {members.map((m) => (
            <UnstyledButton key={m.id} p={6} disabled={!ready} onClick={() => void open({ member_id: m.id })}>
              <Group gap="sm" wrap="nowrap">
                <MemberAvatar member={m} size={32} radius="xl" />
                <Text size="sm">{m.displayName}</Text>
              </Group>
            </UnstyledButton>
          ))}
        </Stack>
      )}
      {groups.length > 0 && (
        <Stack gap={2} data-testid="chat-new-groups">
          <Title order={2} size="h5">
            {t("chat.newChat.groups")}
          </Title>
          {groups.map((g) => (
            <UnstyledButton key={g.id} p={6} disabled={!ready} onClick={() => void open({ group_id: g.id })}>
              <Group gap="sm" wrap="nowrap">
                <Avatar src={g.profile_image?.url} name={g.name} alt="" size={32} radius="md" color="initials" />
                <Text size="sm">{g.name}</Text>
              </Group>
            </UnstyledButton>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
