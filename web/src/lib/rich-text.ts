import { type AnyExtension, mergeAttributes, Node, useEditor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useMemo, useState } from "react";

/**
 * What every rich-text editor starts from: StarterKit v3 already brings the Link extension, so links are
 * configured here, once (adding Link a second time makes tiptap warn about duplicate extension names).
 */
export const richTextStarter = () => StarterKit.configure({ link: { openOnClick: false } });

/** The editable area's accessible name (its visible label is not a `<label for>` of the contenteditable). */
export const labelledEditor = (label: string) => ({ attributes: { "aria-label": label } });

/**
 * A rich-text editor named `label`, starting from `content`; `onChange` gets its html, "" while it is empty.
 *
 * Tiptap's `useEditor` compares the options of every render with the editor's and puts back any that differ, so the
 * options keep their identity between renders: the extensions and the first content are made once, the label's
 * props when the label changes. New objects on every render made each render reconfigure the editor, and a label set
 * beside them went back to the first render's (the composer's question field lost its name).
 */
export function useRichTextEditor({
  label,
  content = "",
  extensions: makeExtensions = () => [richTextStarter()],
  onChange,
}: {
  label: string;
  content?: string;
  extensions?: () => AnyExtension[];
  onChange?: (html: string) => void;
}) {
  const [extensions] = useState(makeExtensions);
  const [initial] = useState(content);
  const editorProps = useMemo(() => labelledEditor(label), [label]);
  return useEditor({
    extensions,
    content: initial,
    editorProps,
    // Called through the latest options, so a new function on every render is fine here.
    onUpdate: onChange ? ({ editor }) => onChange(editor.isEmpty ? "" : editor.getHTML()) : undefined,
  });
}

/** The path of a platform-stored image, the only kind of image rich text may show (server/src/lib/rich-text.ts). */
export const storedImageSrc = (id: string) => `/api/storage/images/${id}/get/1920x1200`;

/**
 * Images in rich text (articles): a block `<img src alt>`, nothing else of it kept, as the server's allowlist keeps
 * only these two. Editors offering the toolbar's `images` button add it to their extensions.
 */
export const storedImage = Node.create({
  name: "image",
  group: "block",
  atom: true,
  draggable: true,
  addAttributes() {
    return { src: { default: null }, alt: { default: null } };
  },
  parseHTML() {
    return [{ tag: "img[src]" }];
  },
  renderHTML({ HTMLAttributes }) {
    return ["img", mergeAttributes(HTMLAttributes)];
  },
});
