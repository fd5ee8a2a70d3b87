import { CHAT_GALLERY_IMAGES, CHAT_IMAGE_SIZE, type ChatMessage } from "@intranet/contracts";
import { Anchor, Box, Group, Image, Stack, Text, UnstyledButton } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatFileSize } from "../../../components/format-file-size";
import { LinkPreviewCard } from "../../../components/LinkPreviewCard";
import { chatPath } from "../chat-utils";
import { DownloadAllButton } from "./DownloadAllButton";

/**
 * Images as 80x80 thumbnails, four at most with +N on the last; files as download links; link previews as cards;
 * "Download all" (one zip) when the message carries two or more files and images together.
 */
export function MessageAttachments({ message }: { message: ChatMessage }) {
  const { t } = useTranslation();
  const shown = message.images.slice(0, CHAT_GALLERY_IMAGES);
  const more = message.images.length - shown.length;
  return (
    <Stack gap={4}>
      {shown.length > 0 && (
        <Group gap={4} data-testid="chat-gallery">
          {shown.map((image, index) => (
            <UnstyledButton
              key={image.id}
              component={Link}
              to={`${chatPath(message.chat_id)}/files/${image.id}`}
              aria-label={t("chat.files.image", { name: image.original_filename })}
              pos="relative"
            >
              <Image src={image.url} alt="" w={CHAT_IMAGE_SIZE} h={CHAT_IMAGE_SIZE} fit="cover" radius="sm" />
              {more > 0 && index === shown.length - 1 && (
                <Box
                  pos="absolute"
                  inset={0}
                  bg="rgba(0,0,0,0.6)"
                  c="white"
                  style={{ display: "grid", placeItems: "center", borderRadius: 4, fontWeight: 700 }}
                  data-testid="chat-gallery-more"
                >
                  {t("chat.files.more", { count: more })}
                </Box>
              )}
            </UnstyledButton>
          ))}
        </Group>
      )}
      {message.files.map((file) => (
        <Group key={file.id} gap={4} wrap="nowrap">
          <IconDownload size={14} aria-hidden />
          <Anchor href={file.url} download={file.original_filename} size="sm" style={{ overflowWrap: "anywhere" }}>
            {file.original_filename}
          </Anchor>
          <Text size="xs" c="gray.7">
            {formatFileSize(file.size)}
          </Text>
        </Group>
      ))}
      {!message.deleted_at && message.files.length + message.images.length >= 2 && (
        <DownloadAllButton messageId={message.id} />
      )}
      {message.link_attachments.slice(0, 1).map((link) => (
        <LinkPreviewCard key={link.url} preview={link} />
      ))}
    </Stack>
  );
}
