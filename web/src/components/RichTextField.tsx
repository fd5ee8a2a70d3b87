import { Input } from "@mantine/core";
import { RichTextEditor } from "@mantine/tiptap";
import "@mantine/tiptap/styles.css";
import type { ReactNode } from "react";
import { useRichTextEditor } from "../lib/rich-text";
import { RichTextToolbar } from "./RichTextToolbar";

/**
 * A labelled rich-text field of a form; `document` offers headings and quotes (legal texts, the web imprint), which
 * the mail imprint's allowlist would drop. `onChange` gets "" when it is empty.
 */
export function RichTextField({
  label,
  initial,
  onChange,
  error,
  required,
  testId,
  minHeight = 200,
  document = true,
}: {
  label: string;
  initial: string;
  onChange: (html: string) => void;
  error?: ReactNode;
  required?: boolean;
  testId: string;
  minHeight?: number;
  document?: boolean;
}) {
  const editor = useRichTextEditor({ label, content: initial, onChange });
  return (
    <Input.Wrapper label={label} error={error} required={required}>
      <RichTextEditor editor={editor} data-testid={testId} style={{ minWidth: 0 }}>
        <RichTextToolbar headings={document} blockquote={document} />
        <RichTextEditor.Content mih={minHeight} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
