import { CHAT_MAX_ATTACHMENTS_DEFAULT, type ChatConfig, type ChatId, type ChatMessage } from "@intranet/contracts";
import { ActionIcon, Alert, Button, CloseButton, Group, Paper, Stack, Text, Textarea } from "@mantine/core";
import { IconPaperclip, IconSend } from "@tabler/icons-react";
import { type DragEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { openConfirm } from "../../../components/confirm";
import { LinkPreviewCard } from "../../../components/LinkPreviewCard";
import { useLeaveBlocker } from "../../../components/leave-warning";
import { notifyError } from "../../../components/toasts";
import { UploadField } from "../../../components/upload/UploadField";
import { isUploading, type UploadEntry } from "../../../components/upload/upload-entry";
import { messageTextProblem, sendsOnEnter } from "../chat-utils";
import { useChatSync } from "../client";
import { useFirstLinkPreview } from "../link-preview";
import { isImageFile, modalOpen, uploadDropped } from "./dropped-files";
import { useMessageLength } from "./message-length";

type Uploads = { images: UploadEntry[]; files: UploadEntry[] };
const noUploads = (): Uploads => ({ images: [], files: [] });
/** Finished uploads, in the fields' order (the server publishes them with the message). */
const uploadedIds = (entries: UploadEntry[]) =>
  entries.flatMap((e) => ((e.state === "volatile" || e.state === "published") && e.id ? [e.id] : []));
const clientIds = (entries: UploadEntry[]) => new Set(entries.map((e) => e.clientId));

/** What was in the composer when Enter was pressed while uploads or a preview were still under way. */
interface Queued {
  text: string;
  quoteId: string | null;
  images: Set<string>;
  files: Set<string>;
}

interface ComposerProps {
  chatId: ChatId;
  canWrite: boolean;
  config: ChatConfig | null;
  quote: ChatMessage | null;
  onCancelQuote: () => void;
}

/**
 * The message field: Enter sends (an empty message without attachments, or one over the length limit, is not sent),
 * sending waits for uploads and a link preview still crawling (only the text's first link is previewed), typing
 * notices go out at most every 1.6 s, and leaving with text asks first. A message waiting to go out is kept as it was
 * at Enter and the field is read-only until it goes (or the wait is cancelled): the uploads and the preview it waits
 * for belong to this draft, so it cannot be cleared for the next message before.
 */
export function Composer({ chatId, canWrite, config, quote, onCancelQuote }: ComposerProps) {
  const { t } = useTranslation();
  const sync = useChatSync();
  const [text, setText] = useState("");
  const [uploads, setUploads] = useState<Uploads>(noUploads);
  const [attaching, setAttaching] = useState(false);
  const [queued, setQueued] = useState<Queued | null>(null);
  const link = useFirstLinkPreview(text);
  const textRef = useRef(text);
  textRef.current = text;
  const field = useRef<HTMLTextAreaElement>(null);
  const maxFiles = config?.max_file_attachments ?? CHAT_MAX_ATTACHMENTS_DEFAULT;
  const maxImages = config?.max_image_attachments ?? CHAT_MAX_ATTACHMENTS_DEFAULT;

  useLeaveBlocker(() => textRef.current.trim() !== "", {
    title: t("chat.composer.leaveTitle"),
    message: t("chat.composer.leaveMessage"),
    confirmLabel: t("chat.composer.leaveConfirm"),
    cancelLabel: t("chat.composer.leaveCancel"),
  });

  const hasAttachments = uploadedIds(uploads.images).length + uploadedIds(uploads.files).length > 0;
  const waiting = isUploading(uploads.images) || isUploading(uploads.files) || link.crawling;
  const problem = messageTextProblem(text, hasAttachments);
  const length = useMessageLength(text);

  const snapshot = (): Queued => ({
    text,
    quoteId: quote?.id ?? null,
    images: clientIds(uploads.images),
    files: clientIds(uploads.files),
  });
  /** Sends what the composer held at Enter: its text, quote and those of its uploads that finished. */
  const send = (message: Queued) => {
    const finished = (entries: UploadEntry[], chosen: Set<string>) =>
      uploadedIds(entries.filter((e) => chosen.has(e.clientId)));
    const images = finished(uploads.images, message.images);
    const files = finished(uploads.files, message.files);
    if (messageTextProblem(message.text, images.length + files.length > 0)) return;
    sync.send(chatId, {
      text: message.text,
      quoted_message_id: message.quoteId,
      image_ids: images,
      file_ids: files,
      // The field is read-only while a message waits, so the preview is still the one of its text.
      link_crawl_id: link.crawlId,
    });
    setText("");
    textRef.current = "";
    setUploads(noUploads());
    setAttaching(false);
    link.reset();
    if (quote?.id === message.quoteId) onCancelQuote();
  };
  const sendRef = useRef(send);
  sendRef.current = send;

  // A send asked for while uploads or a preview were under way goes out once they are done, once.
  useEffect(() => {
    if (queued && !waiting) {
      setQueued(null);
      sendRef.current(queued);
    }
  }, [queued, waiting]);

  /** Files dragged onto the composer: only images asks whether to add them as images or as files. */
  const addDropped = (files: File[], directory: "images" | "files") => {
    setAttaching(true);
    const key = directory;
    const max = directory === "images" ? maxImages : maxFiles;
    const left = uploadDropped(directory, files, uploads[key], max, (change) =>
      setUploads((u) => ({ ...u, [key]: change(u[key]) })),
    );
    if (left > 0)
      notifyError(t(directory === "images" ? "chat.composer.maxImages" : "chat.composer.maxFiles", { max }));
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    const files = Array.from(event.dataTransfer?.files ?? []);
    if (files.length === 0 || modalOpen()) return;
    event.preventDefault();
    if (!files.every(isImageFile)) return addDropped(files, "files");
    openConfirm({
      title: t("chat.composer.dropTitle"),
      message: t("chat.composer.dropQuestion", { count: files.length }),
      confirmLabel: t("chat.composer.asImages"),
      cancelLabel: t("chat.composer.asFiles"),
      onConfirm: () => addDropped(files, "images"),
      onCancel: () => addDropped(files, "files"),
    });
  };

  const submit = () => {
    if (queued || problem) return;
    if (waiting) setQueued(snapshot());
    else send(snapshot());
  };

  if (!canWrite)
    return (
      <Alert color="gray" data-testid="chat-composer-readonly">
        {t("chat.composer.readOnly")}
      </Alert>
    );

  return (
    <Paper
      withBorder
      p="xs"
      radius="md"
      data-testid="chat-composer"
      onDragOver={(event) => {
        if (!modalOpen() && event.dataTransfer?.types.includes("Files")) event.preventDefault();
      }}
      onDrop={onDrop}
    >
      <Stack gap={6}>
        {quote && (
          <Group gap={4} wrap="nowrap" justify="space-between" data-testid="chat-composer-quote">
            <Text size="xs" truncate="end">
              {t("chat.composer.quoting", { name: quote.from?.name ?? "" })}: {quote.text}
            </Text>
            <CloseButton
              size="sm"
              aria-label={t("chat.composer.cancelQuote")}
              onClick={onCancelQuote}
              disabled={queued !== null}
            />
          </Group>
        )}
        {attaching && (
          <Stack gap="xs">
            <UploadField
              directory="images"
              value={uploads.images}
              onChange={(images) => setUploads((u) => ({ ...u, images }))}
              maxFiles={maxImages}
              limitReachedText={t("chat.composer.maxImages", { max: maxImages })}
              label={t("chat.composer.images")}
              disabled={queued !== null}
            />
            <UploadField
              directory="files"
              value={uploads.files}
              onChange={(files) => setUploads((u) => ({ ...u, files }))}
              maxFiles={maxFiles}
              limitReachedText={t("chat.composer.maxFiles", { max: maxFiles })}
              label={t("chat.composer.files")}
              disabled={queued !== null}
            />
          </Stack>
        )}
        {link.entry?.preview && (
          <LinkPreviewCard
            preview={link.entry.preview}
            onRemove={link.dismiss}
            removeLabel={t("chat.composer.removePreview")}
          />
        )}
        <Group gap={6} wrap="nowrap" align="flex-end">
          <ActionIcon
            variant={attaching ? "light" : "subtle"}
            color="gray"
            size="lg"
            aria-label={t("chat.composer.attach")}
            aria-pressed={attaching}
            onClick={() => setAttaching((a) => !a)}
            disabled={queued !== null}
          >
            <IconPaperclip size={18} />
          </ActionIcon>
          <Textarea
            ref={field}
            aria-label={t("chat.composer.label")}
            placeholder={t("chat.composer.placeholder")}
            value={text}
            readOnly={queued !== null}
            error={length.tooLong}
            autosize
            minRows={1}
            maxRows={8}
            style={{ flex: 1 }}
            data-testid="chat-composer-input"
            onChange={(event) => {
              if (queued) return;
              setText(event.currentTarget.value);
              if (event.currentTarget.value) sync.composing(chatId);
            }}
            onKeyDown={(event) => {
              if (!sendsOnEnter(event) || event.nativeEvent.isComposing) return;
              event.preventDefault();
              submit();
            }}
          />
          <ActionIcon
            size="lg"
            aria-label={t("chat.composer.send")}
            onClick={submit}
            disabled={problem !== null}
            loading={queued !== null}
            data-testid="chat-send"
          >
            <IconSend size={18} />
          </ActionIcon>
        </Group>
        {length.counter && (
          <Text size="xs" c={length.tooLong ? "red.9" : "gray.7"} ta="right" data-testid="chat-composer-counter">
            {length.counter}
          </Text>
        )}
        {queued ? (
          <Group gap={6} justify="space-between" wrap="nowrap">
            <Text size="xs" c="gray.7" role="status" data-testid="chat-composer-queued">
              {t("chat.composer.queued")}
            </Text>
            <Button size="compact-xs" variant="subtle" onClick={() => setQueued(null)}>
              {t("chat.composer.cancelQueued")}
            </Button>
          </Group>
        ) : (
          waiting && (
            <Text size="xs" c="gray.7" role="status">
              {t("chat.composer.waiting")}
            </Text>
          )
        )}
      </Stack>
    </Paper>
  );
}
