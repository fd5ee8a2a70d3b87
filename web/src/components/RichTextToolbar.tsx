import { Loader } from "@mantine/core";
import { RichTextEditor, useRichTextEditorContext } from "@mantine/tiptap";
import { IconPhoto } from "@tabler/icons-react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { storedImageSrc } from "../lib/rich-text";
import { notifyError } from "./toasts";
import { uploadFailure } from "./upload/upload-entry";
import { uploadFile } from "./upload/upload-request";

/** The alternative text of an inserted image: its file's name without the extension ("floor-plan.png" → "floor-plan"). */
export const altFromFileName = (name: string) => name.replace(/\.[^.]*$/, "").trim();

/**
 * "Insert image": uploads the chosen image (`POST /api/storage/images`, a volatile upload the form's save
 * publishes) and puts it at the cursor. Only for editors with the `storedImage` extension whose server keeps images.
 */
function InsertImageControl() {
  const { t } = useTranslation();
  const { editor } = useRichTextEditorContext();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const insert = async (file: File) => {
    setUploading(true);
    try {
      const stored = await uploadFile("images", file).promise;
      editor
        ?.chain()
        .focus()
        .insertContent({ type: "image", attrs: { src: storedImageSrc(stored.id), alt: altFromFileName(file.name) } })
        .run();
    } catch (error) {
      notifyError(uploadFailure(error).error);
    } finally {
      setUploading(false);
    }
  };
  const label = uploading ? t("upload.insertingImage") : t("upload.insertImage");
  return (
    <>
      <RichTextEditor.Control
        onClick={() => input.current?.click()}
        disabled={uploading}
        aria-label={label}
        title={label}
        data-testid="rich-text-insert-image"
      >
        {uploading ? <Loader size={14} /> : <IconPhoto size={16} stroke={1.5} />}
      </RichTextEditor.Control>
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        data-testid="rich-text-image-input"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = "";
          if (file) void insert(file);
        }}
      />
    </>
  );
}

/**
 * The one toolbar of the app's rich-text editors: text marks, lists and links, plus inline code (messages),
 * quotes (messages, posts), headings (group pages) and images (articles) where the kind of text allows them
 * (server/src/lib/rich-text.ts keeps the same lists).
 */
export function RichTextToolbar({
  code = false,
  blockquote = false,
  headings = false,
  images = false,
}: {
  code?: boolean;
  blockquote?: boolean;
  headings?: boolean;
  /** "Insert image"; the editor must have the `storedImage` extension. */
  images?: boolean;
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
        {images && <InsertImageControl />}
      </RichTextEditor.ControlsGroup>
    </RichTextEditor.Toolbar>
  );
}
