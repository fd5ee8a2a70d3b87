import type { Editor } from "@tiptap/react";

/** Types into the Tiptap editor inside `container` (jsdom has no text input for contenteditable). */
export function typeInEditor(container: HTMLElement, html: string) {
  const dom = container.querySelector(".ProseMirror") as (HTMLElement & { editor?: Editor }) | null;
  if (!dom?.editor) throw new Error("no editor rendered");
  dom.editor.commands.setContent(html, { emitUpdate: true });
}
