import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { type AppItem, WALL_CARD_MEMBERS } from "@intranet/contracts";
import { ActionIcon, Anchor, Avatar, Badge, Group, Paper, Stack, Text, Tooltip } from "@mantine/core";
import { IconGripVertical } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { MemberAvatar } from "../../../components/MemberAvatar";
import { assigneeFilterPath, memberOf } from "./members";

/**
 * A wall card (§2 "Wall (kanban)"): the title in 2 lines, the description in 3, up to 7 members then "+n", the tags.
 * The grip is the drag handle (a button: space or enter picks the card up for the keyboard); the title opens it.
 */
export function WallCard({ item, slug, draggable }: { item: AppItem; slug: string; draggable: boolean }) {
  const { t } = useTranslation();
  const sortable = useSortable({ id: item.id, disabled: !draggable });
  const style = {
    transform: CSS.Translate.toString(sortable.transform),
    transition: sortable.transition,
    opacity: sortable.isDragging ? 0.4 : 1,
  };
  const title = item.title || t("apps.items.untitled");
  const shown = item.memberships.slice(0, WALL_CARD_MEMBERS);
  const more = item.memberships.length - shown.length;
  return (
    <Paper
      ref={sortable.setNodeRef}
      style={style}
      withBorder
      p="xs"
      radius="md"
      shadow="xs"
      data-testid="wall-card"
      data-item-id={item.id}
    >
      <Group gap={4} wrap="nowrap" align="flex-start">
        {draggable && (
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            aria-label={t("apps.wall.moveCard", { title })}
            data-testid="wall-card-handle"
            {...sortable.attributes}
            {...sortable.listeners}
            style={{ cursor: "grab", touchAction: "none" }}
          >
            <IconGripVertical size={14} />
          </ActionIcon>
        )}
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Anchor component={Link} to={`/apps/${slug}/items/${item.id}`} fw={600} size="sm" lineClamp={2}>
            {title}
          </Anchor>
          {item.description && (
            <Text size="xs" c="dimmed" lineClamp={3} data-testid="wall-card-description">
              {item.description}
            </Text>
          )}
          {item.memberships.length > 0 && (
            <Tooltip.Group>
              <Avatar.Group spacing="xs">
                {shown.map((m) => (
                  <Tooltip key={m.id} label={m.displayValue} withArrow>
                    <Anchor
                      component={Link}
                      to={assigneeFilterPath(slug, m)}
                      aria-label={t("apps.items.itemsOf", { name: m.displayValue })}
                      data-testid="wall-card-member"
                    >
                      <MemberAvatar member={memberOf(m)} size="sm" />
                    </Anchor>
                  </Tooltip>
                ))}
                {more > 0 && (
                  <Avatar size="sm" data-testid="wall-card-more">
                    {t("apps.wall.moreMembers", { count: more })}
                  </Avatar>
                )}
              </Avatar.Group>
            </Tooltip.Group>
          )}
          {item.tags.length > 0 && (
            <Group gap={4}>
              {item.tags.map((tag) => (
                <Badge
                  key={tag.id}
                  size="xs"
                  variant="light"
                  component={Link}
                  to={`/apps/${slug}/items?tag=${encodeURIComponent(tag.name)}`}
                  style={{ cursor: "pointer" }}
                >
                  #{tag.name}
                </Badge>
              ))}
            </Group>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
