import { arrayMove } from "@dnd-kit/sortable";

export type TreeNode<N> = { id: string; children: N[] };

/** A node moved to `parentId` (null: the top level), `ids` being its new siblings (itself among them) in order. */
export type TreeMove = { id: string; parentId: string | null; ids: string[]; fromParentId: string | null };

/** A row of the tree as drawn: its depth and parent, and the moves its buttons make (null: not possible). */
export type Flat<N> = {
  node: N;
  depth: number;
  parentId: string | null;
  up: TreeMove | null;
  down: TreeMove | null;
  indent: TreeMove | null;
  outdent: TreeMove | null;
};

type Level = { parentId: string | null; ids: string[]; above: Level | null };

/**
 * The tree in reading order with each row's moves; the subtree of `collapsedId` (the row being dragged) is left out,
 * so it moves along and nothing lands inside it.
 */
export function flattenForDrag<N extends TreeNode<N>>(nodes: N[], collapsedId: string | null): Flat<N>[] {
  const out: Flat<N>[] = [];
  const walk = (list: N[], level: Level, depth: number) => {
    list.forEach((node, i) => {
      const id = node.id;
      const at = (parentId: string | null, ids: string[]): TreeMove => ({
        id,
        parentId,
        ids,
        fromParentId: level.parentId,
      });
      const previous = list[i - 1];
      const outer = level.above;
      out.push({
        node,
        depth,
        parentId: level.parentId,
        up: i > 0 ? at(level.parentId, arrayMove(level.ids, i, i - 1)) : null,
        down: i < list.length - 1 ? at(level.parentId, arrayMove(level.ids, i, i + 1)) : null,
        indent: previous ? at(previous.id, [...previous.children.map((c) => c.id), id]) : null,
        outdent: outer && level.parentId ? at(outer.parentId, insertAfter(outer.ids, level.parentId, id)) : null,
      });
      if (id !== collapsedId)
        walk(node.children, { parentId: id, ids: node.children.map((c) => c.id), above: level }, depth + 1);
    });
  };
  walk(nodes, { parentId: null, ids: nodes.map((n) => n.id), above: null }, 0);
  return out;
}

const insertAfter = (ids: string[], after: string, id: string) => {
  const at = ids.indexOf(after) + 1;
  return [...ids.slice(0, at), id, ...ids.slice(at)];
};

/**
 * Where a dragged row would land over `overId`, dragged `offset` pixels sideways (a level per `indent`): its depth,
 * between the row below's and one deeper than the row above's, and the parent that depth gives.
 */
export function projectDrop<N extends TreeNode<N>>(
  rows: Flat<N>[],
  activeId: string,
  overId: string,
  offset: number,
  indent: number,
): { depth: number; parentId: string | null } | null {
  const from = rows.findIndex((r) => r.node.id === activeId);
  const to = rows.findIndex((r) => r.node.id === overId);
  const active = rows[from];
  if (!active || to < 0) return null;
  const moved = arrayMove(rows, from, to);
  const previous = moved[to - 1];
  const next = moved[to + 1];
  const wanted = active.depth + Math.round(offset / indent);
  const depth = Math.min(Math.max(wanted, next?.depth ?? 0), previous ? previous.depth + 1 : 0);
  if (depth === 0 || !previous) return { depth: 0, parentId: null };
  if (depth === previous.depth) return { depth, parentId: previous.parentId };
  if (depth > previous.depth) return { depth, parentId: previous.node.id };
  const sameDepth = moved
    .slice(0, to)
    .reverse()
    .find((r) => r.depth === depth);
  return { depth, parentId: sameDepth?.parentId ?? null };
}

/** The move a drop makes: the row to the place of `overId` under `parentId`; null when nothing changes. */
export function moveAmong<N extends TreeNode<N>>(
  rows: Flat<N>[],
  activeId: string,
  overId: string,
  parentId: string | null,
): TreeMove | null {
  const from = rows.findIndex((r) => r.node.id === activeId);
  const to = rows.findIndex((r) => r.node.id === overId);
  const active = rows[from];
  if (!active || to < 0) return null;
  const moved = arrayMove(rows, from, to).map((r) => (r === active ? { ...r, parentId } : r));
  const ids = moved.filter((r) => r.parentId === parentId).map((r) => r.node.id);
  const before = rows.filter((r) => r.parentId === parentId).map((r) => r.node.id);
  if (parentId === active.parentId && ids.join() === before.join()) return null;
  return { id: activeId, parentId, ids, fromParentId: active.parentId };
}
