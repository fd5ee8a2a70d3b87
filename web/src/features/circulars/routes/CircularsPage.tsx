import type { CircularEntry } from "@intranet/contracts";
import { Badge, Box, Button, Group, Stack, Text, Title, UnstyledButton } from "@mantine/core";
import { IconCheck, IconPlus, IconSpeakerphone } from "@tabler/icons-react";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useNetwork } from "../../../api/network";
import { EmptyState } from "../../../components/EmptyState";
import { LoadMore } from "../../../components/LoadMore";
import { QueryState } from "../../../components/QueryState";
import { formatInstant } from "../../../lib/dates";
import { GroupContentLayout } from "../../groups";
import { circularListQuery, groupCircularListQuery } from "../api";

function CircularState({ circular: c }: { circular: CircularEntry }) {
  const { t } = useTranslation();
  const zone = useNetwork().current_member?.time_zone;
  if (c.sent_by_me)
    return (
      <Badge variant="light" color="gray" style={{ flexShrink: 0 }}>
        {t("circulars.sentByYou")}
      </Badge>
    );
  if (c.confirmed)
    return (
      <IconCheck
        size={18}
        aria-label={t("circulars.confirmedOn", { date: formatInstant(c.confirmed_at ?? c.created_at, zone) })}
      />
    );
  return (
    <Badge variant="light" color="blue" style={{ flexShrink: 0 }}>
      {t("circulars.unconfirmed")}
    </Badge>
  );
}

function CircularRow({ circular: c }: { circular: CircularEntry }) {
  const { t } = useTranslation();
  const zone = useNetwork().current_member?.time_zone;
  // The author is not a recipient: their own circulars are marked as sent, never as unconfirmed.
  const unconfirmed = !c.confirmed && !c.sent_by_me;
  return (
    <UnstyledButton
      component={Link}
      to={c.path}
      p="sm"
      data-testid="circular"
      data-unconfirmed={unconfirmed ? "true" : undefined}
      data-sent-by-me={c.sent_by_me ? "true" : undefined}
      style={{
        borderRadius: "var(--mantine-radius-md)",
        background: unconfirmed
          ? "light-dark(var(--mantine-color-blue-0), var(--mantine-color-blue-light))"
          : undefined,
      }}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
        <Box style={{ minWidth: 0 }}>
          <Text fw={unconfirmed ? 700 : 500} style={{ overflowWrap: "anywhere" }}>
            {c.title}
          </Text>
          <Text size="sm" c="dimmed" lineClamp={2} style={{ overflowWrap: "anywhere" }}>
            {c.excerpt}
          </Text>
          <Text size="xs" c="dimmed">
            {c.author && `${t("circulars.byline", { name: c.author.displayName })} · `}
            {c.group ? t("circulars.toGroup", { group: c.group.name }) : t("circulars.wholeNetwork")}
            {" · "}
            <time dateTime={c.created_at}>{formatInstant(c.created_at, zone)}</time>
          </Text>
        </Box>
        <CircularState circular={c} />
      </Group>
    </UnstyledButton>
  );
}

/**
 * /rundschreiben: the circulars the member received or sent, newest first, unconfirmed ones marked and their own
 * marked as sent; with a group (`/groups/{slug}/rundschreiben`, under the group's header) those of that group.
 */
export function CircularsPage({ group }: { group?: { slug: string } }) {
  const { t } = useTranslation();
  const list = useInfiniteQuery(group ? groupCircularListQuery(group.slug) : circularListQuery);
  const circulars = list.data?.pages.flatMap((page) => page.circulars) ?? [];
  const mayCreate = list.data?.pages[0]?.can.create ?? false;
  return (
    <Stack gap="md" maw={760} data-testid="circulars-page">
      <Group justify="space-between" wrap="wrap">
        <Title order={group ? 3 : 2}>{t("circulars.title")}</Title>
        {mayCreate && (
          <Button
            component={Link}
            to="/rundschreiben/new"
            leftSection={<IconPlus size={16} />}
            data-testid="circular-new"
          >
            {t("circulars.newCircular")}
          </Button>
        )}
      </Group>
      {!list.isSuccess ? (
        <QueryState query={list} errorMessage={t("circulars.loadError")} />
      ) : circulars.length === 0 ? (
        <EmptyState title={t("circulars.empty")} description={t("circulars.emptyText")} icon={<IconSpeakerphone />} />
      ) : (
        <Stack gap={4} data-testid="circular-list">
          {circulars.map((c) => (
            <CircularRow key={c.id} circular={c} />
          ))}
        </Stack>
      )}
      <LoadMore query={list} label={t("circulars.loadMore")} />
    </Stack>
  );
}

/** /groups/{slug}/rundschreiben: the group's circulars under its header. */
export function GroupCircularsPage() {
  return <GroupContentLayout>{(group) => <CircularsPage group={group} />}</GroupContentLayout>;
}
