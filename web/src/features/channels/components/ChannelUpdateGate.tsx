import type { ChannelPage } from "@intranet/contracts";
import { Alert } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { QueryState } from "../../../components/QueryState";
import { channelQuery } from "../api";

/** The refusal a screen shows instead of what the member may not do (as the blogs' article form does). */
export function NoChannelPermission() {
  const { t } = useTranslation();
  return (
    <Alert color="gray" data-testid="channel-no-permission">
      {t("channels.noPermission")}
    </Alert>
  );
}

/**
 * A channel administration screen: its content for who holds the channel's update permission (`can.update`), the
 * refusal for its other readers (the server would answer their saves 403), not found for who may not read it.
 */
export function ChannelUpdateGate({ slug, children }: { slug: string; children: (channel: ChannelPage) => ReactNode }) {
  const query = useQuery(channelQuery(slug));
  return (
    <QueryState query={query}>
      {(channel) => (channel.can.update ? children(channel) : <NoChannelPermission />)}
    </QueryState>
  );
}
