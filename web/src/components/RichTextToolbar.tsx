import { RichTextEditor } from "@mantine/tiptap";

/**
 * The one toolbar of the app's rich-text editors: text marks, lists and links, plus inline code (messages),
 * quotes (messages, posts) and headings (group pages) where the kind of text allows them
 * (server/src/lib/rich-text.ts keeps the same lists).
 */
export function RichTextToolbar({
  code = false,
  blockquote = false,
  headings = false,
}: {
  code?: boolean;
  blockquote?: boolean;
  headings?: boolean;
}) {
  return (
    <RichTextEditor.Toolbar>
      {headings && (
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.H2 />
          <RichTextEditor.H3 />
        </RichTextEditor.ControlsGroup>
      )}
      <RichTextEditor.ControlsGroup>
        <RichTextEditor.Bold />
        <RichTextEditor.Italic />
        <RichTextEditor.Strikethrough />
        {code && <RichTextEditor.Code />}
      </RichTextEditor.ControlsGroup>
      <RichTextEditor.ControlsGroup>
        <RichTextEditor.BulletList />
        <RichTextEditor.OrderedList />
        {blockquote && <RichTextEditor.Blockquote />}
      </RichTextEditor.ControlsGroup>
      <RichTextEditor.ControlsGroup>
        <RichTextEditor.Link />
        <RichTextEditor.Unlink />
      </RichTextEditor.ControlsGroup>
    </RichTextEditor.Toolbar>
  );
}
