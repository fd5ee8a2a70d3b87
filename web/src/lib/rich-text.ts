import StarterKit from "@tiptap/starter-kit";

/**
 * What every rich-text editor starts from: StarterKit v3 already brings the Link extension, so links are
 * configured here, once (adding Link a second time makes tiptap warn about duplicate extension names).
 */
export const richTextStarter = () => StarterKit.configure({ link: { openOnClick: false } });

/** The editable area's accessible name (its visible label is not a `<label for>` of the contenteditable). */
export const labelledEditor = (label: string) => ({ attributes: { "aria-label": label } });
