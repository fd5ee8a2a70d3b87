import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  type DragMoveEvent,
  type DragOverEvent,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { SortableContext, sortableKeyboardCoordinates, useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { ActionIcon, Group } from "@mantine/core";
import { IconArrowBarLeft, IconArrowBarRight, IconArrowDown, IconArrowUp } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { DragHandle } from "./SortableList";
import { type Flat, flattenForDrag, moveAmong, projectDrop, type TreeMove, type TreeNode } from "./sortable-tree";

export type { TreeMove, TreeNode } from "./sortable-tree";

/** The handle's and buttons' accessible names, in the screen's words. */
export type SortableTreeLabels = { drag: string; up: string; down: string; indent: string; outdent: string };

/** How far a level is indented, and how far a drag must go sideways to nest or un-nest one level. */
const INDENT = 24;

/** Arrow left and right during a keyboard drag shift it one level; up and down move it among the rows. */
const treeKeyboardCoordinates: KeyboardCoordinateGetter = (event, args) => {
  if (event.code === "ArrowLeft" || event.code === "ArrowRight") {
    event.preventDefault();
    const x = args.currentCoordinates.x + (event.code === "ArrowRight" ? INDENT : -INDENT);
    return { ...args.currentCoordinates, x };
  }
  return sortableKeyboardCoordinates(event, args);
};

function TreeRow<N extends TreeNode<N>>({
  row,
  depth,
  labels,
  onMove,
  children,
}: {
  row: Flat<N>;
  depth: number;
  labels: SortableTreeLabels;
  onMove: (move: TreeMove | null) => void;
  children: ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: row.node.id,
  });
  const button = (label: string, icon: ReactNode, move: TreeMove | null, xsUp = true) => (
    <ActionIcon
      variant="subtle"
      color="gray"
      aria-label={label}
      title={label}
      disabled={!move}
      onClick={() => onMove(move)}
      visibleFrom={xsUp ? "xs" : undefined}
    >
      {icon}
    </ActionIcon>
  );
  return (
    <div
      ref={setNodeRef}
      style={{
        transform: CSS.Translate.toString(transform),
        transition,
        opacity: isDragging ? 0.6 : 1,
        paddingInlineStart: depth * INDENT,
      }}
      data-testid="sortable-row"
      data-depth={depth}
    >
      <Group gap={4} wrap="nowrap" align="flex-start">
        <Group gap={0} wrap="nowrap" pt={4}>
          <DragHandle label={labels.drag} sortable={{ attributes, listeners, setActivatorNodeRef }} />
          {button(labels.up, <IconArrowUp size={16} />, row.up)}
          {button(labels.down, <IconArrowDown size={16} />, row.down)}
          {button(labels.outdent, <IconArrowBarLeft size={16} />, row.outdent, false)}
          {button(labels.indent, <IconArrowBarRight size={16} />, row.indent, false)}
        </Group>
        <div style={{ flex: 1, minWidth: 0 }}>{children}</div>
      </Group>
    </div>
  );
}

export interface SortableTreeProps<N extends TreeNode<N>> {
  nodes: N[];
  labels: SortableTreeLabels;
  /** A page moved: to its new parent (null: the top level), with the new siblings' ids in order. */
  onMove: (move: TreeMove) => void;
  /** One row's content; the handle and the buttons are drawn beside it, the row indented by its depth. */
  children: (node: N) => ReactNode;
  testId?: string;
}

/**
 * A tree reordered by dragging (mouse, touch or keyboard, with @dnd-kit: sideways nests under the row above or moves
 * out a level) or by each row's buttons: up and down among its siblings (from 576 px up), out one level (after its
 * parent) and in one level (last under the sibling above). A dragged row takes its subtree along.
 */
export function SortableTree<N extends TreeNode<N>>({ nodes, labels, onMove, children, testId }: SortableTreeProps<N>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: treeKeyboardCoordinates }),
  );
  const [drag, setDrag] = useState<{ activeId: string; overId: string | null; offset: number } | null>(null);
  const rows = flattenForDrag(nodes, drag?.activeId ?? null);
  const projected = drag?.overId ? projectDrop(rows, drag.activeId, drag.overId, drag.offset, INDENT) : null;
  const track = ({ active, over, delta }: DragMoveEvent | DragOverEvent) =>
    setDrag({ activeId: String(active.id), overId: over ? String(over.id) : null, offset: delta.x });
  // The drop lands where the row showed it would: the place and depth of the last render, not a reading taken at the
  // drop, which can differ from it (a list redrawn during the drag has its rows measured again and may be over another
  // row, or none, for a moment).
  const onDragEnd = ({ active }: DragEndEvent) => {
    setDrag(null);
    if (!drag?.overId || !projected) return;
    const move = moveAmong(rows, String(active.id), drag.overId, projected.parentId);
    if (move) onMove(move);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragStart={({ active }) => setDrag({ activeId: String(active.id), overId: String(active.id), offset: 0 })}
      onDragMove={track}
      onDragOver={track}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDrag(null)}
    >
      <SortableContext items={rows.map((r) => r.node.id)}>
        <div data-testid={testId} style={{ display: "flex", flexDirection: "column", gap: 8 }}>
          {rows.map((row) => (
            <TreeRow
              key={row.node.id}
              row={row}
              depth={projected && row.node.id === drag?.activeId ? projected.depth : row.depth}
              labels={labels}
              onMove={(move) => move && onMove(move)}
            >
              {children(row.node)}
            </TreeRow>
          ))}
        </div>
      </SortableContext>
    </DndContext>
  );
}
