import { type ChatId, type ChatMessage, chatId as chatIdSchema } from "@intranet/contracts";
import { ActionIcon, Alert, Button, Group, Image, Loader, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft, IconDownload } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { formatFileSize } from "../../../components/format-file-size";
import { chatIdOf, chatPath } from "../chat-utils";
import { useChatConnection, useChatRoom, useChatSync } from "../client";

/** /chat/:kind/:id/files/:fileId: one attachment of the chat, an image large or a file to download. */
export function ChatFilePage() {
  const { t } = useTranslation();
  const params = useParams();
  const id = chatIdOf(params.kind, params.id);
  const valid = chatIdSchema.safeParse(id).success;
  const sync = useChatSync();
  const { ready } = useChatConnection();
  const { room, loaded: roomLoaded } = useChatRoom(id as ChatId, valid);

  const loaded = (room?.messages ?? []).flatMap(attachmentsOf).find((a) => a.id === params.fileId);
  // A message older than the loaded history is asked for by the attachment (null: not found or not allowed).
  const [fetched, setFetched] = useState<ChatMessage | null | undefined>(undefined);
  const needsFetch = valid && ready && roomLoaded && !loaded && !!params.fileId;
  useEffect(() => {
    if (!needsFetch || !params.fileId) return;
    let current = true;
    void sync.fileMessage(id as ChatId, params.fileId).then((message) => current && setFetched(message));
    return () => {
      current = false;
    };
  }, [needsFetch, id, params.fileId, sync]);
  const file = loaded ?? (fetched ? attachmentsOf(fetched).find((a) => a.id === params.fileId) : undefined);

  return (
    <Stack gap="sm" data-testid="chat-file-page">
      <Group gap="xs" wrap="nowrap">
        <ActionIcon
          component={Link}
          to={valid ? chatPath(id) : "/chat"}
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t("chat.files.back")}
        >
          <IconArrowLeft size={20} />
        </ActionIcon>
        <Title order={1} size="h3" lineClamp={1}>
          {file?.original_filename ?? t("chat.files.title")}
        </Title>
      </Group>
      {!valid || (roomLoaded && !file && fetched === null) ? (
        <Alert color="gray">{t("chat.files.notFound")}</Alert>
      ) : !file ? (
        <Loader size="sm" />
      ) : (
        <>
          {file.image && <Image src={file.url} alt={file.original_filename} fit="contain" mah="70vh" />}
          <Group gap="sm">
            <Button
              component="a"
              href={file.url}
              download={file.original_filename}
              leftSection={<IconDownload size={16} />}
            >
              {t("chat.files.download")}
            </Button>
            <Text size="sm" c="gray.7">
              {formatFileSize(file.size)}
            </Text>
          </Group>
        </>
      )}
    </Stack>
  );
}

const attachmentsOf = (m: ChatMessage) => [
  ...m.images.map((a) => ({ ...a, image: true })),
  ...m.files.map((a) => ({ ...a, image: false })),
];
