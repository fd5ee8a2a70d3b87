import { Affix, Button, Group, Notification, Text } from "@mantine/core";
import { IconCloudOff, IconRefresh } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

/** The notices of `PwaNotices`, loaded when there is one to show. */
export function PwaNoticesPanel({
  updated,
  online,
  reload,
}: {
  updated: boolean;
  online: boolean;
  reload: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Affix position={{ bottom: 16, left: 16 }} zIndex={300} maw="calc(100vw - 32px)">
      {!online && (
        <Notification
          icon={<IconCloudOff size={18} />}
          color="gray"
          withCloseButton={false}
          title={t("pwa.offlineTitle")}
          role="status"
          data-testid="offline-notice"
          mb={updated ? "sm" : 0}
        >
          {t("pwa.offlineText")}
        </Notification>
      )}
      {updated && (
        <Notification
          icon={<IconRefresh size={18} />}
          withCloseButton={false}
          title={t("pwa.newVersionTitle")}
          role="status"
          data-testid="new-version-notice"
        >
          <Group justify="space-between" gap="sm" wrap="nowrap">
            <Text size="sm">{t("pwa.newVersionText")}</Text>
            <Button size="xs" onClick={reload}>
              {t("pwa.reload")}
            </Button>
          </Group>
        </Notification>
      )}
    </Affix>
  );
}
