import {
  type Announcements,
  closestCorners,
  DndContext,
  type DragEndEvent,
  type DragOverEvent,
  KeyboardSensor,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from "@dnd-kit/sortable";
import type { AppDetail, AppItem } from "@intranet/contracts";
import { Badge, Group, Paper, ScrollArea, Stack, Text, Title } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { notifyError } from "../../../components/toasts";
import { moveItem, placeItem, refreshApps } from "../api";
import { WallCard } from "./WallCard";

export const UNASSIGNED = "__unassigned";
type Columns = Record<string, string[]>;

/** Cards by column: the column field's option ids (in the field's order), and the unassigned column first. */
export function columnsOf(app: AppDetail, items: AppItem[]): Columns {
  const field = app.fields.find((f) => f.name === app.collection_layout.column_property);
  const out: Columns = { [UNASSIGNED]: [] };
  for (const o of field?.options ?? []) out[o.id] = [];
  for (const item of items) {
    const value = field ? item.values[field.name] : null;
    const key = typeof value === "string" && value in out ? value : UNASSIGNED;
    out[key]?.push(item.id);
  }
  return out;
}

const containerOf = (columns: Columns, id: string) =>
  id in columns ? id : Object.keys(columns).find((key) => columns[key]?.includes(id));

function Column({
  id,
  label,
  items,
  slug,
  draggable,
}: {
  id: string;
  label: string;
  items: AppItem[];
  slug: string;
  draggable: boolean;
}) {
  const { t } = useTranslation();
  const { setNodeRef, isOver } = useDroppable({ id });
  const headingId = `wall-column-${id}`;
  return (
    <Paper
      withBorder
      radius="md"
      p="xs"
      bg={isOver ? "var(--mantine-color-blue-light)" : "var(--mantine-color-gray-light)"}
      w={280}
      miw={260}
      style={{ flexShrink: 0 }}
      component="section"
      aria-labelledby={headingId}
      data-testid="wall-column"
      data-column={id}
    >
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Title order={2} size="h5" id={headingId} lineClamp={1}>
          {label}
        </Title>
        <Badge variant="default" size="sm" aria-label={t("apps.wall.cardCount", { count: items.length })}>
          {items.length}
        </Badge>
      </Group>
      <SortableContext id={id} items={items.map((i) => i.id)} strategy={verticalListSortingStrategy}>
        <Stack ref={setNodeRef} gap="xs" mih={60} component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {items.map((item) => (
            <li key={item.id}>
              <WallCard item={item} slug={slug} draggable={draggable} />
            </li>
          ))}
        </Stack>
      </SortableContext>
    </Paper>
  );
}

/**
 * The wall (§2 "Wall (kanban)", §6 card moving): one column per option of the column field and one for items
 * without a value; cards move by mouse, touch or keyboard (dnd-kit), and a move sends the card it lands after and the
 * new column value.
 */
export function Wall({ app, items }: { app: AppDetail; items: AppItem[] }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const field = app.fields.find((f) => f.name === app.collection_layout.column_property);
  const byId = useMemo(() => new Map(items.map((i) => [i.id, i])), [items]);
  const server = useMemo(() => columnsOf(app, items), [app, items]);
  const [columns, setColumns] = useState(server);
  const dragging = useRef(false);
  useEffect(() => {
    if (!dragging.current) setColumns(server);
  }, [server]);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const draggable = app.can.create_items && (!field?.admin_only || app.can.manage);

  // Without a column field the items page shows the list instead (AppItemsPage).
  if (!field) return null;
  const labelOf = (key: string | undefined) =>
    key === UNASSIGNED || key === undefined
      ? t("apps.wall.unassigned")
      : (field.options.find((o) => o.id === key)?.label ?? key);
  const titleOf = (id: unknown) => byId.get(String(id))?.title || t("apps.items.untitled");
  const columnLabelOf = (id: unknown) => labelOf(containerOf(columns, String(id)));
  const announcements: Announcements = {
    onDragStart: ({ active }) => t("apps.wall.pickedUp", { title: titleOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t("apps.wall.over", { title: titleOf(active.id), column: columnLabelOf(over.id) }) : undefined,
    onDragEnd: ({ active, over }) =>
      over ? t("apps.wall.dropped", { title: titleOf(active.id), column: columnLabelOf(over.id) }) : undefined,
    onDragCancel: ({ active }) => t("apps.wall.cancelled", { title: titleOf(active.id) }),
  };

  const onDragOver = ({ active, over }: DragOverEvent) => {
    if (!over) return;
    setColumns((current) => {
      const from = containerOf(current, String(active.id));
      const to = containerOf(current, String(over.id));
      if (!from || !to || from === to) return current;
      const target = current[to] ?? [];
      const overIndex = target.indexOf(String(over.id));
      const index = overIndex < 0 ? target.length : overIndex;
      return {
        ...current,
        [from]: (current[from] ?? []).filter((id) => id !== active.id),
        [to]: [...target.slice(0, index), String(active.id), ...target.slice(index)],
      };
    });
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    dragging.current = false;
    const id = String(active.id);
    const to = over ? containerOf(columns, String(over.id)) : undefined;
    if (!over || !to) return setColumns(server);
    const list = [...(columns[to] ?? [])];
    const from = list.indexOf(id);
    const overIndex = list.indexOf(String(over.id));
    if (from >= 0 && overIndex >= 0 && from !== overIndex) {
      list.splice(from, 1);
      list.splice(overIndex, 0, id);
    }
    const next = { ...columns, [to]: list };
    const at = list.indexOf(id);
    const after = at > 0 ? (list[at - 1] ?? null) : null;
    const item = byId.get(id);
    const was = item ? (containerOf(server, id) ?? UNASSIGNED) : UNASSIGNED;
    const serverList = server[was] ?? [];
    const unchanged = was === to && serverList.indexOf(id) === at && serverList.length === list.length;
    setColumns(next);
    if (unchanged) return;
    moveItem(app.slug, id, {
      insert_after_id: after,
      values: { [field.name]: to === UNASSIGNED ? null : to },
    }).then(
      (moved) => placeItem(queryClient, app.slug, moved),
      (error) => {
        notifyError(error);
        setColumns(server);
        void refreshApps(queryClient);
      },
    );
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCorners}
      onDragStart={() => {
        dragging.current = true;
      }}
      onDragOver={onDragOver}
      onDragEnd={onDragEnd}
      onDragCancel={() => {
        dragging.current = false;
        setColumns(server);
      }}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t("apps.wall.dragHint") } }}
    >
      <ScrollArea type="auto" offsetScrollbars data-testid="wall">
        <Group align="flex-start" wrap="nowrap" gap="sm" pb="sm">
          {Object.entries(columns).map(([key, ids]) => (
            <Column
              key={key}
              id={key}
              label={labelOf(key)}
              slug={app.slug}
              draggable={draggable}
              items={ids.flatMap((id) => {
                const item = byId.get(id);
                return item ? [item] : [];
              })}
            />
          ))}
        </Group>
      </ScrollArea>
      <Text size="xs" c="dimmed" mt={4}>
        {t("apps.wall.dragHint")}
      </Text>
    </DndContext>
  );
}
