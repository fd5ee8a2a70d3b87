import "@mantine/tiptap/styles.css";
import { RichTextEditor } from "@mantine/tiptap";
import { memberMention } from "../../../components/member-mention";
import { RichTextToolbar } from "../../../components/RichTextToolbar";
import { richTextStarter, useRichTextEditor } from "../../../lib/rich-text";

/** Rich-text description with @ mentions of members (§2 form). */
export function DescriptionEditor({
  value,
  onChange,
  label,
}: {
  value: string;
  onChange: (html: string) => void;
  label: string;
}) {
  const editor = useRichTextEditor({
    label,
    content: value,
    extensions: () => [richTextStarter(), memberMention()],
    onChange,
  });
  return (
    <div>
      <label htmlFor="appointment-description" style={{ fontSize: "var(--mantine-font-size-sm)", fontWeight: 500 }}>
        {label}
      </label>
      <RichTextEditor editor={editor} mt={4} id="appointment-description" data-testid="description-editor">
        <RichTextToolbar />
        <RichTextEditor.Content mih={140} />
      </RichTextEditor>
    </div>
  );
}
