import "@mantine/notifications/styles.css";
import { ModalsProvider } from "@mantine/modals";
import { Notifications } from "@mantine/notifications";
import { useTranslation } from "react-i18next";

/** The hosts of confirmation dialogs (modals.openConfirmModal) and toasts (notifications.show). */
export function Overlays() {
  const { t } = useTranslation();
  return (
    <>
      <ModalsProvider labels={{ confirm: t("confirm.confirm"), cancel: t("confirm.cancel") }} />
      <Notifications position="bottom-right" />
    </>
  );
}
