import "@mantine/notifications/styles.css";
import { ModalsProvider } from "@mantine/modals";
import { Notifications } from "@mantine/notifications";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { confirmHostReady } from "../components/confirm";

/** The hosts of confirmation dialogs (modals.openConfirmModal) and toasts (notifications.show). */
export function Overlays() {
  const { t } = useTranslation();
  // After the provider's own effect has started listening for the dialogs' events.
  useEffect(confirmHostReady, []);
  return (
    <>
      <ModalsProvider labels={{ confirm: t("confirm.confirm"), cancel: t("confirm.cancel") }} />
      <Notifications position="bottom-right" />
    </>
  );
}
