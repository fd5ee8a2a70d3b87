import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { ActionIcon, Stack } from "@mantine/core";
import { IconChevronDown, IconChevronUp, IconGripVertical } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

type Props<T extends { key: string }> = {
  widgets: T[];
  onChange: (widgets: T[]) => void;
  children: (widget: T, index: number) => ReactNode;
};

/**
 * The editor's widgets in bar order: dragged by their handle (pointer, touch, or the keyboard: space, arrows, space,
 * with @dnd-kit's announcements) or moved one place with the chevrons, which phones use most.
 */
export function SortableWidgets<T extends { key: string }>({ widgets, onChange, children }: Props<T>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const keys = widgets.map((w) => w.key);
  const shift = (from: number, to: number) => onChange(arrayMove(widgets, from, to));
  const dropped = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) shift(keys.indexOf(String(active.id)), keys.indexOf(String(over.id)));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={dropped}>
      <SortableContext items={keys} strategy={verticalListSortingStrategy}>
        <Stack gap="sm" data-testid="widget-items">
          {widgets.map((widget, index) => (
            <Row
              key={widget.key}
              id={widget.key}
              first={index === 0}
              last={index === widgets.length - 1}
              onShift={(by) => shift(index, index + by)}
            >
              {children(widget, index)}
            </Row>
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}

function Row({
  id,
  first,
  last,
  onShift,
  children,
}: {
  id: string;
  first: boolean;
  last: boolean;
  onShift: (by: number) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const sortable = useSortable({ id });
  return (
    <div
      ref={sortable.setNodeRef}
      style={{
        display: "flex",
        gap: 4,
        alignItems: "flex-start",
        transform: CSS.Transform.toString(sortable.transform),
        transition: sortable.transition,
        opacity: sortable.isDragging ? 0.6 : 1,
      }}
    >
      <Stack gap={0} pt={4}>
        <ActionIcon
          ref={sortable.setActivatorNodeRef}
          variant="subtle"
          color="gray"
          aria-label={t("widgetbars.editor.drag")}
          style={{ cursor: "grab", touchAction: "none" }}
          {...sortable.attributes}
          {...sortable.listeners}
        >
          <IconGripVertical size={16} />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t("widgetbars.editor.up")}
          disabled={first}
          onClick={() => onShift(-1)}
        >
          <IconChevronUp size={16} />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t("widgetbars.editor.down")}
          disabled={last}
          onClick={() => onShift(1)}
        >
          <IconChevronDown size={16} />
        </ActionIcon>
      </Stack>
      <div style={{ flex: 1, minWidth: 0 }}>{children}</div>
    </div>
  );
}
