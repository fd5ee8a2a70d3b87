import type { MemberSummary } from "@intranet/contracts";
import { ActionIcon, Anchor, Group, Menu, Stack, Text } from "@mantine/core";
import { IconDots, IconFlag, IconPencil, IconTrash } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useNetwork } from "../../../api/network";
import { MemberAvatar } from "../../../components/MemberAvatar";
import { formatInstant } from "../../../lib/dates";

/** The author's picture, name (a link to their profile), the date and what else belongs on the line. */
export function EntryHeader({
  author,
  createdAt,
  edited,
  size = "md",
  extra,
  menu,
}: {
  author: MemberSummary | null;
  createdAt: string;
  edited: boolean;
  size?: "sm" | "md";
  extra?: ReactNode;
  menu?: ReactNode;
}) {
  const { t } = useTranslation();
  const zone = useNetwork().current_member?.time_zone;
  const name = author?.displayName ?? t("activities.unknownAuthor");
  return (
    <Group wrap="nowrap" align="flex-start" gap="sm">
      {author ? (
        <MemberAvatar member={author} size={size} />
      ) : (
        <MemberAvatar
          member={{ displayName: name, images: { medium: null, large: null, "40x40@2": null } }}
          size={size}
        />
      )}
      <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
        <Group gap={6} wrap="wrap" style={{ minWidth: 0 }}>
          {author ? (
            <Anchor
              component={Link}
              to={author.path}
              fw={600}
              size="sm"
              truncate="end"
              maw="100%"
              data-testid="entry-author"
            >
              {name}
            </Anchor>
          ) : (
            <Text fw={600} size="sm" truncate="end" data-testid="entry-author">
              {name}
            </Text>
          )}
          {extra}
        </Group>
        <Text size="xs" c="dimmed" data-testid="entry-date">
          <time dateTime={createdAt}>{formatInstant(createdAt, zone)}</time>
          {edited && ` · ${t("activities.card.edited")}`}
        </Text>
      </Stack>
      {menu}
    </Group>
  );
}

/**
 * Edit and delete, each only where the server's `can` allows it, and "Report" where abuse reports are on and the
 * entry is someone else's; nothing when none is allowed.
 */
export function EntryMenu({
  canUpdate,
  canDestroy,
  onEdit,
  onDelete,
  testId,
  reportPath,
}: {
  canUpdate: boolean;
  canDestroy: boolean;
  onEdit: () => void;
  onDelete: () => void;
  testId: string;
  reportPath?: string | null;
}) {
  const { t } = useTranslation();
  if (!canUpdate && !canDestroy && !reportPath) return null;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t("activities.card.actions")} data-testid={testId}>
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {canUpdate && (
          <Menu.Item leftSection={<IconPencil size={14} />} onClick={onEdit} data-testid={`${testId}-edit`}>
            {t("activities.card.edit")}
          </Menu.Item>
        )}
        {canDestroy && (
          <Menu.Item
            color="red"
            leftSection={<IconTrash size={14} />}
            onClick={onDelete}
            data-testid={`${testId}-delete`}
          >
            {t("activities.card.delete")}
          </Menu.Item>
        )}
        {reportPath && (
          <Menu.Item
            component={Link}
            to={reportPath}
            leftSection={<IconFlag size={14} />}
            data-testid={`${testId}-report`}
          >
            {t("abuse_reports.shell.report")}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
