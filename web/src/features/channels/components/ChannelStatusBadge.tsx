import type { ChannelStatus } from "@intranet/contracts";
import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** Draft and archived channels carry a badge (communication.md §3); published ones none. */
export function ChannelStatusBadge({ status }: { status: ChannelStatus }) {
  const { t } = useTranslation();
  if (status === "published") return null;
  return (
    <Badge
      color={status === "draft" ? "yellow.4" : "gray.7"}
      variant="filled"
      autoContrast
      data-testid="channel-status-badge"
    >
      {t(`channels.status.${status}`)}
    </Badge>
  );
}
