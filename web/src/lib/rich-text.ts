import { mergeAttributes, Node } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";

/**
 * What every rich-text editor starts from: StarterKit v3 already brings the Link extension, so links are
 * configured here, once (adding Link a second time makes tiptap warn about duplicate extension names).
 */
export const richTextStarter = () => StarterKit.configure({ link: { openOnClick: false } });

/** The editable area's accessible name (its visible label is not a `<label for>` of the contenteditable). */
export const labelledEditor = (label: string) => ({ attributes: { "aria-label": label } });

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
