import { Button } from "@mantine/core";
import { IconFileZip } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { downloadArchive, useArchivesAvailable } from "../../../api/archive";
import { notifyError } from "../../../components/toasts";

/** "Download all" of a message with two or more attachments (communication.md §7: file token, then archive POST). */
export function DownloadAllButton({ messageId }: { messageId: string }) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  const available = useArchivesAvailable();
  if (!available) return null;
  const download = async () => {
    setPending(true);
    try {
      await downloadArchive({ chat_message_id: messageId });
    } catch (error) {
      notifyError(error);
    } finally {
      setPending(false);
    }
  };
  return (
    <Button
      variant="subtle"
      size="compact-xs"
      color="teal.9"
      leftSection={<IconFileZip size={14} aria-hidden />}
      loading={pending}
      onClick={download}
      style={{ alignSelf: "flex-start" }}
      data-testid="chat-download-all"
    >
      {t("chat.files.downloadAll")}
    </Button>
  );
}
