import { Anchor, Button, Card, Checkbox, Chip, Group, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconPlus, IconSearch } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { Pagination } from "../../../components/Pagination";
import { QueryState } from "../../../components/QueryState";
import { DirectoryTabs } from "../../directory";
import { directoryChannelsQuery } from "../api";
import { ChannelStatusBadge } from "../components/ChannelStatusBadge";

const LETTERS = [..."ABCDEFGHIJKLMNOPQRSTUVWXYZ", "#"];

/** /channels and /directory/channels: the directory's channels tab (search, A-Z, only subscribed, create). */
export function ChannelsDirectoryPage() {
  const { t } = useTranslation();
  // Under /directory the page is the directory's channels tab: the directory's heading and tab bar above it.
  const inDirectory = useLocation().pathname.startsWith("/directory");
  const [q, setQ] = useState("");
  const [debounced] = useDebouncedValue(q, 300);
  const [letter, setLetter] = useState("");
  const [onlySubscribed, setOnlySubscribed] = useState(false);
  const [page, setPage] = useState(1);
  const query = useQuery({
    ...directoryChannelsQuery({ q: debounced, letter, only_subscribed: onlySubscribed, page }),
    placeholderData: keepPreviousData,
  });
  const reset = () => setPage(1);
  return (
    <Stack gap="md">
      {inDirectory && <DirectoryTabs active="channels" />}
      <Group justify="space-between" wrap="wrap">
        <Title order={inDirectory ? 2 : 1} size={inDirectory ? "h3" : "h2"}>
          {t("channels.directory.title")}
        </Title>
        {query.data?.can.create_channels && (
          <Button component={Link} to="/channels/new" leftSection={<IconPlus size={16} />} data-testid="channel-create">
            {t("channels.directory.create")}
          </Button>
        )}
      </Group>
      <Group wrap="wrap" gap="sm">
        <TextInput
          aria-label={t("channels.directory.search")}
          placeholder={t("channels.directory.search")}
          leftSection={<IconSearch size={16} />}
          value={q}
          onChange={(e) => {
            setQ(e.currentTarget.value);
            reset();
          }}
          data-testid="channel-search"
        />
        <Checkbox
          label={t("channels.directory.onlySubscribed")}
          checked={onlySubscribed}
          onChange={(e) => {
            setOnlySubscribed(e.currentTarget.checked);
            reset();
          }}
          data-testid="channel-only-subscribed"
        />
      </Group>
      <Chip.Group
        value={letter}
        onChange={(value) => {
          setLetter(typeof value === "string" ? value : "");
          reset();
        }}
      >
        <Group gap={4} aria-label={t("channels.directory.letters")} role="group">
          <Chip value="" size="xs">
            {t("channels.directory.all")}
          </Chip>
          {LETTERS.map((l) => (
            <Chip key={l} value={l} size="xs" data-testid={`channel-letter-${l}`}>
              {l}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <QueryState
        query={query}
        isEmpty={(d) => d.entries.length === 0}
        empty={<Text c="dimmed">{t("channels.directory.empty")}</Text>}
      >
        {(data) => (
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
              {data.entries.map((c) => (
                <Card key={c.id} withBorder radius="md" data-testid="channel-entry">
                  <Group justify="space-between" wrap="nowrap">
                    <Anchor component={Link} to={c.path} fw={600}>
                      {c.title}
                    </Anchor>
                    <ChannelStatusBadge status={c.status} />
                  </Group>
                  {c.description && (
                    <Text size="sm" c="dimmed" lineClamp={2}>
                      {c.description}
                    </Text>
                  )}
                  <Text size="xs" c="dimmed" mt={4}>
                    {t("channels.directory.subscribers", { count: c.subscribers_count })}
                  </Text>
                </Card>
              ))}
            </SimpleGrid>
            <Pagination
              page={data.pagination.page}
              totalPages={Math.max(1, Math.ceil(data.pagination.total / data.pagination.per_page))}
              onChange={setPage}
            />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
