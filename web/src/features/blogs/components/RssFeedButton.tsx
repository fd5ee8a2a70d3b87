import { blogsApi, buildPath, calendarsApi } from "@intranet/contracts";
import { Alert, Button, Modal, Stack, Text } from "@mantine/core";
import { IconRss } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../../api/route-client";
import { CopyField } from "../../../components/CopyField";
import { FEED_TOKEN_KEY } from "../../../lib/feed-token";
import { useAppMutation } from "../../../lib/mutations";

/**
 * The blog's RSS feed for a feed reader: its address carries the member's feed token (the one the calendar
 * subscriptions use, shown once), so the dialog shows it when this tab made the token, else offers to make one.
 */
export function RssFeedButton({ blogId }: { blogId: string }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [token, setToken] = useState<string | null>(() => window.sessionStorage.getItem(FEED_TOKEN_KEY));
  const create = useAppMutation({
    mutationFn: () => api(calendarsApi.createFeedToken),
    onSuccess: (created) => {
      window.sessionStorage.setItem(FEED_TOKEN_KEY, created.token);
      setToken(created.token);
    },
  });
  const address = `${window.location.origin}${buildPath(blogsApi.feed.path, { id: blogId })}?auth_token=${encodeURIComponent(token ?? "")}`;
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconRss size={16} />}
        onClick={() => setOpened(true)}
        data-testid="blog-rss"
      >
        {t("blogs.rss.button")}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t("blogs.rss.title")}>
        <Stack gap="sm" data-testid="blog-rss-dialog">
          {token ? (
            <>
              <Text size="sm">{t("blogs.rss.intro")}</Text>
              <CopyField
                value={address}
                label={t("blogs.rss.address")}
                copyLabel={t("blogs.rss.copy")}
                copiedText={t("blogs.rss.copied")}
              />
            </>
          ) : (
            <Alert color="blue">
              <Stack gap="xs">
                <Text size="sm">{t("blogs.rss.needsToken")}</Text>
                <Button
                  size="xs"
                  w="fit-content"
                  loading={create.isPending}
                  onClick={() => create.mutate()}
                  data-testid="blog-rss-create"
                >
                  {t("blogs.rss.create")}
                </Button>
              </Stack>
            </Alert>
          )}
        </Stack>
      </Modal>
    </>
  );
}
