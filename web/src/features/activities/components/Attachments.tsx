import type { ActivityAttachment, ActivityAttachments } from "@intranet/contracts";
import { ActionIcon, Anchor, Group, Image, Modal, Stack, Text, UnstyledButton } from "@mantine/core";
import { IconChevronLeft, IconChevronRight, IconDownload, IconFile } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatFileSize } from "../../../components/format-file-size";
import { LinkPreviewCard } from "./LinkPreviewCard";

/** Thumbnails shown under a post or reply; the rest behind "+N" (spec communication.md §4). */
export const IMAGES_SHOWN = 8;

const thumbnailUrl = (image: ActivityAttachment) => `/api/storage/images/${image.id}/get/200x200`;
const largeUrl = (image: ActivityAttachment) => `/api/storage/images/${image.id}/get/1920x1200`;

/** The images of a post or reply as thumbnails opening a lightbox, its files as a download list, its link previews. */
export function Attachments({ attachments }: { attachments: ActivityAttachments }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  const { images, files, links } = attachments;
  if (images.length === 0 && files.length === 0 && links.length === 0) return null;
  const shown = images.slice(0, IMAGES_SHOWN);
  const hidden = images.length - shown.length;
  const current = open === null ? undefined : images[open];
  return (
    <Stack gap={6} data-testid="attachments">
      {images.length > 0 && (
        <Group gap={6} data-testid="attachment-images">
          {shown.map((image, index) => (
            <UnstyledButton
              key={image.id}
              onClick={() => setOpen(index)}
              aria-label={t("activities.attachments.openImage", { name: image.original_filename })}
              data-testid="attachment-image"
            >
              <Image src={thumbnailUrl(image)} alt={image.original_filename} w={80} h={80} radius="sm" fit="cover" />
            </UnstyledButton>
          ))}
          {hidden > 0 && (
            <UnstyledButton
              onClick={() => setOpen(IMAGES_SHOWN)}
              aria-label={t("activities.attachments.moreImages", { count: hidden })}
              data-testid="attachment-images-more"
              w={80}
              h={80}
              style={{
                borderRadius: "var(--mantine-radius-sm)",
                background: "var(--mantine-color-default-hover)",
                display: "flex",
                alignItems: "center",
                justifyContent: "center",
              }}
            >
              <Text fw={600}>+{hidden}</Text>
            </UnstyledButton>
          )}
        </Group>
      )}
      {files.length > 0 && (
        <Stack gap={2} data-testid="attachment-files">
          {files.map((file) => (
            <Group key={file.id} gap={6} wrap="nowrap" data-testid="attachment-file">
              <IconFile size={16} aria-hidden />
              <Anchor href={file.url} download={file.original_filename} size="sm" truncate="end">
                {file.original_filename}
              </Anchor>
              <Text size="xs" c="dimmed" style={{ whiteSpace: "nowrap" }}>
                {formatFileSize(file.size, i18n.language.split("_")[0])}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
      {links.length > 0 && (
        <Stack gap={6} data-testid="attachment-links">
          {links.map((link) => (
            <LinkPreviewCard key={link.crawl_id} preview={link} />
          ))}
        </Stack>
      )}
      <Modal
        opened={current !== undefined}
        onClose={() => setOpen(null)}
        size="xl"
        title={current?.original_filename}
        data-testid="attachment-lightbox"
      >
        {current && open !== null && (
          <Stack gap="xs">
            <Image src={largeUrl(current)} alt={current.original_filename} fit="contain" mah="70vh" />
            <Group justify="space-between">
              <Group gap={4}>
                <ActionIcon
                  variant="default"
                  disabled={open === 0}
                  onClick={() => setOpen(open - 1)}
                  aria-label={t("activities.attachments.previous")}
                >
                  <IconChevronLeft size={16} />
                </ActionIcon>
                <Text size="sm" c="dimmed">
                  {open + 1} / {images.length}
                </Text>
                <ActionIcon
                  variant="default"
                  disabled={open === images.length - 1}
                  onClick={() => setOpen(open + 1)}
                  aria-label={t("activities.attachments.next")}
                >
                  <IconChevronRight size={16} />
                </ActionIcon>
              </Group>
              <Anchor href={current.url} target="_blank" rel="noopener" size="sm">
                <Group gap={4}>
                  <IconDownload size={14} aria-hidden />
                  {t("activities.attachments.original")}
                </Group>
              </Anchor>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
