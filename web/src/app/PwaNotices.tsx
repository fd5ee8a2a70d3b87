import { Affix, Button, Group, Notification, Text } from "@mantine/core";
import { IconCloudOff, IconRefresh } from "@tabler/icons-react";
import { useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { newVersionStore } from "./pwa";

const onlineStore = {
  subscribe(listener: () => void) {
    window.addEventListener("online", listener);
    window.addEventListener("offline", listener);
    return () => {
      window.removeEventListener("online", listener);
      window.removeEventListener("offline", listener);
    };
  },
  get: () => navigator.onLine,
};

/**
 * What the service worker has to say: a new version took over (reload to use it), or the device is offline (what
 * the screens show is what was loaded last). Bottom left, where the toasts (bottom right) leave room.
 */
export function PwaNotices({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const { t } = useTranslation();
  const updated = useSyncExternalStore(newVersionStore.subscribe, newVersionStore.get, () => false);
  const online = useSyncExternalStore(onlineStore.subscribe, onlineStore.get, () => true);
  if (!updated && online) return null;
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
