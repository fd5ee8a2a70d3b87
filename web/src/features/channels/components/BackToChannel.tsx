import type { ChannelSummary } from "@intranet/contracts";
import { Anchor, Group } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** "Back to {channel}": the link from a channel's own screens (a widget's page, its administrators) to its page. */
export function BackToChannel({
  channel,
  testId,
}: {
  channel: Pick<ChannelSummary, "path" | "title">;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={channel.path} size="sm" data-testid={testId}>
      <Group gap={4} component="span" wrap="nowrap">
        <IconArrowLeft size={14} aria-hidden />
        {t("channels.page.back", { channel: channel.title })}
      </Group>
    </Anchor>
  );
}
