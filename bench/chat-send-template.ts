// The statements of one `send_message` as a template (chat-send.ts captures them, chat-send-replay.ts replays them):
// each parameter is a literal, an input of the send (the sender, the partner, the cid, the text, the clock, a new
// id), or a value an earlier statement answered (the chat's id, the message's id and seq), so every replayed send
// does what ours does for that sender: the same texts, names and order, with that send's own values.
import type { Statement } from "./search-worker.js";

export type SendInput = "sender" | "partner" | "cid" | "text" | "now" | "fresh";
export type Slot = { input: SendInput } | { ref: number; column: number | string } | { literal: unknown };
export type TemplateStatement = { text: string; name?: string; rowMode?: string; values: Slot[] };
/** `answer`: the statement whose first row is the message (the one that took a new id). */
export type SendTemplate = { statements: TemplateStatement[]; answer: number };
export type Noted = { st: Statement; rowMode?: string; rows: unknown[]; fields: string[] };

/** A value is an input when it equals the captured one; the clock's when it is a time within the capture. */
export function templateOf(
  noted: Noted[],
  inputs: Record<Exclude<SendInput, "now" | "fresh">, string>,
  window: { from: number; to: number },
): SendTemplate {
  const isNow = (v: unknown) => {
    const t =
      v instanceof Date ? v.getTime() : typeof v === "string" && /^\d{4}-\d\d-\d\dT/.test(v) ? Date.parse(v) : NaN;
    return t >= window.from - 1 && t <= window.to + 1;
  };
  // Only values that cannot be taken for a limit, a flag or a count by chance are followed to an earlier answer.
  const followable = (v: unknown) => (typeof v === "string" && v.length >= 8) || (typeof v === "number" && v >= 2);
  const cellsOf = (n: Noted) => {
    const row = n.rows[0];
    if (row === undefined || row === null) return [] as [number | string, unknown][];
    return Array.isArray(row) ? row.map((v, i) => [i, v] as [number, unknown]) : Object.entries(row as object);
  };
  let answer = -1;
  const statements = noted.map((n, i): TemplateStatement => {
    const values = n.st.values.map((v): Slot => {
      const input = (Object.keys(inputs) as (keyof typeof inputs)[]).find((k) => inputs[k] === v);
      if (input) return { input };
      if (isNow(v)) return { input: "now" };
      if (followable(v)) {
        for (let j = i - 1; j >= 0; j--) {
          const cell = cellsOf(noted[j] as Noted).find(([, c]) => c === v || (c !== null && String(c) === String(v)));
          if (cell) return { ref: j, column: cell[0] };
        }
        if (typeof v === "string" && /^[0-9a-f]{24}$/.test(v) && cellsOf(n).some(([, c]) => c === v)) {
          answer = i;
          return { input: "fresh" };
        }
      }
      return { literal: v };
    });
    return {
      text: n.st.text,
      ...(n.st.name ? { name: n.st.name } : {}),
      ...(n.rowMode ? { rowMode: n.rowMode } : {}),
      values,
    };
  });
  if (answer < 0) throw new Error("no statement of the send took a new id: the capture is not a send");
  return { statements, answer };
}

/** The parameters of statement `i` for this send, from its inputs and the rows the earlier statements answered. */
export function valuesFor(
  t: SendTemplate,
  i: number,
  inputs: Record<SendInput, unknown>,
  answered: { rows: unknown[] }[],
): unknown[] {
  return (t.statements[i] as TemplateStatement).values.map((slot) => {
    if ("literal" in slot) return slot.literal;
    if ("input" in slot) return inputs[slot.input];
    const row = answered[slot.ref]?.rows[0] as Record<string | number, unknown> | undefined;
    if (!row) throw new Error(`statement ${slot.ref} answered no row`);
    return row[slot.column];
  });
}
