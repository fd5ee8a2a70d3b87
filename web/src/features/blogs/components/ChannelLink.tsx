import type { BlogChannel } from "@intranet/contracts";
import { Anchor } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** The way back from a blog's page to the channel hosting it; nothing without one the reader may see. */
export function ChannelLink({ channel }: { channel: BlogChannel }) {
  const { t } = useTranslation();
  if (!channel) return null;
  return (
    <Anchor component={Link} to={`/channels/${channel.slug}`} size="sm" data-testid="blog-channel">
      {t("blogs.inChannel", { title: channel.title })}
    </Anchor>
  );
}
