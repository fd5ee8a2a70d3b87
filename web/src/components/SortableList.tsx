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
import { ActionIcon, Group } from "@mantine/core";
import { IconArrowDown, IconArrowUp, IconGripVertical } from "@tabler/icons-react";
import type { ReactNode } from "react";

/** The handle's and buttons' accessible names, in the screen's words. */
export type SortableLabels = { drag: string; up: string; down: string };

export interface SortableListProps<T> {
  items: T[];
  labels: SortableLabels;
  idOf: (item: T) => string;
  onReorder: (items: T[]) => void;
  /** One row; the handle (drag, or the keyboard: space, arrows, space) and the up/down buttons are drawn beside it. */
  children: (item: T, index: number) => ReactNode;
  testId?: string;
}

/** A sortable row's handle: drag it (mouse, touch) or, focused, press space, the arrows, space. */
export function DragHandle({
  label,
  sortable,
}: {
  label: string;
  sortable: Pick<ReturnType<typeof useSortable>, "attributes" | "listeners" | "setActivatorNodeRef">;
}) {
  return (
    <ActionIcon
      ref={sortable.setActivatorNodeRef}
      variant="subtle"
      color="gray"
      aria-label={label}
      style={{ cursor: "grab", touchAction: "none" }}
      {...sortable.attributes}
      {...sortable.listeners}
    >
      <IconGripVertical size={16} />
    </ActionIcon>
  );
}

function SortableRow({
  id,
  index,
  count,
  onMove,
  labels,
  children,
}: {
  id: string;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  labels: SortableLabels;
  children: ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
  });
  return (
    <div
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.6 : 1 }}
      data-testid="sortable-row"
    >
      <Group gap={4} wrap="nowrap" align="flex-start">
        <Group gap={0} wrap="nowrap" pt={4}>
          <DragHandle label={labels.drag} sortable={{ attributes, listeners, setActivatorNodeRef }} />
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={labels.up}
            disabled={index === 0}
            onClick={() => onMove(index, index - 1)}
            visibleFrom="xs"
          >
            <IconArrowUp size={16} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={labels.down}
            disabled={index === count - 1}
            onClick={() => onMove(index, index + 1)}
            visibleFrom="xs"
          >
            <IconArrowDown size={16} />
          </ActionIcon>
        </Group>
        <div style={{ flex: 1, minWidth: 0 }}>{children}</div>
      </Group>
    </div>
  );
}

/** A list reordered by dragging (mouse, touch or keyboard, with @dnd-kit) or by its up and down buttons. */
export function SortableList<T>({ items, labels, idOf, onReorder, children, testId }: SortableListProps<T>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map(idOf);
  const move = (from: number, to: number) => onReorder(arrayMove(items, from, to));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    move(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <div data-testid={testId} style={{ display: "flex", flexDirection: "column", gap: 8 }}>
          {items.map((item, index) => (
            <SortableRow
              key={ids[index]}
              id={ids[index] as string}
              index={index}
              count={items.length}
              onMove={move}
              labels={labels}
            >
              {children(item, index)}
            </SortableRow>
          ))}
        </div>
      </SortableContext>
    </DndContext>
  );
}
