import "@mantine/tiptap/styles.css";
import { RichTextEditor } from "@mantine/tiptap";
import { type Editor, useEditor, useEditorState } from "@tiptap/react";
import { useMemo, useState } from "react";
import { memberMention } from "../../../components/member-mention";
import { RichTextToolbar } from "../../../components/RichTextToolbar";
import { labelledEditor, richTextStarter } from "../../../lib/rich-text";

/**
 * A composer's editor named `label`, which may change (a note's, then a question's): rich text with @ mentions of
 * members; `isEmpty` follows what is typed.
 *
 * Tiptap's `useEditor` compares the options of every render with the editor's and puts back any that differ, so the
 * options hold the current label and keep their identity between renders. A label set on the editor aside from them
 * went back to the first render's at the composer's next render (its stream loading again, the first letter typed):
 * a chosen question's field lost its name (CI saw "What would you like to ask?" appear and go again).
 */
export function useComposerEditor(label: string, content = "") {
  const [extensions] = useState(() => [richTextStarter(), memberMention()]);
  const editorProps = useMemo(() => labelledEditor(label), [label]);
  const editor = useEditor({ extensions, content, editorProps });
  const isEmpty = useEditorState({ editor, selector: (s) => s.editor?.isEmpty ?? true }) ?? true;
  return { editor, isEmpty };
}

/** The editor's html, or "" while nothing is typed. */
export const editorHtml = (editor: Editor | null) => (!editor || editor.isEmpty ? "" : editor.getHTML());

export function ComposerEditor({
  editor,
  minHeight = 90,
  testId,
}: {
  editor: Editor | null;
  minHeight?: number;
  testId: string;
}) {
  return (
    <RichTextEditor editor={editor} data-testid={testId} style={{ minWidth: 0 }}>
      <RichTextToolbar blockquote />
      <RichTextEditor.Content mih={minHeight} />
    </RichTextEditor>
  );
}
