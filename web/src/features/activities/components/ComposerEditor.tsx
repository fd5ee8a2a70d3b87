import "@mantine/tiptap/styles.css";
import { RichTextEditor } from "@mantine/tiptap";
import { type Editor, useEditor, useEditorState } from "@tiptap/react";
import { useEffect } from "react";
import { memberMention } from "../../../components/member-mention";
import { RichTextToolbar } from "../../../components/RichTextToolbar";
import { labelledEditor, richTextStarter } from "../../../lib/rich-text";

/** Names the editor by the label shown above it, which may change (a note's, then a question's). */
export function useEditorLabel(editor: Editor | null, label: string) {
  useEffect(() => {
    editor?.setOptions({ editorProps: labelledEditor(label) });
  }, [editor, label]);
}

/** A composer's editor named `label`: rich text with @ mentions of members; `isEmpty` follows what is typed. */
export function useComposerEditor(label: string, content = "") {
  const editor = useEditor({
    extensions: [richTextStarter(), memberMention()],
    content,
    editorProps: labelledEditor(label),
  });
  const isEmpty = useEditorState({ editor, selector: (s) => s.editor?.isEmpty ?? true }) ?? true;
  useEditorLabel(editor, label);
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
