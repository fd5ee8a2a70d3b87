import "@mantine/tiptap/styles.css";
import { RichTextEditor } from "@mantine/tiptap";
import { type Editor, useEditorState } from "@tiptap/react";
import { memberMention } from "../../../components/member-mention";
import { RichTextToolbar } from "../../../components/RichTextToolbar";
import { richTextStarter, useRichTextEditor } from "../../../lib/rich-text";

/**
 * A composer's editor named `label`, which may change (a note's, then a question's): rich text with @ mentions of
 * members; `isEmpty` follows what is typed.
 */
export function useComposerEditor(label: string, content = "") {
  const editor = useRichTextEditor({ label, content, extensions: () => [richTextStarter(), memberMention()] });
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
