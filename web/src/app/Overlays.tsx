import "@mantine/notifications/styles.css";
import { ModalsProvider } from "@mantine/modals";
import { Notifications } from "@mantine/notifications";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { confirmHostReady } from "../components/confirm";
import { TOAST_LAYER } from "../components/toasts";

/** The hosts of confirmation dialogs (modals.openConfirmModal) and toasts (notifications.show). */
export function Overlays() {
  const { t } = useTranslation();
  // After the provider's own effect has started listening for the dialogs' events.
  useEffect(confirmHostReady, []);
  return (
    <>
      <ModalsProvider labels={{ confirm: t("confirm.confirm"), cancel: t("confirm.cancel") }} />
      {/* Toasts sit bottom right, over the Save buttons of forms: the pointer passes through them (their close
          buttons excepted, toasts.tsx), so a toast never holds a click and never waits while the pointer rests on
          what it covers; hovering one close button holds that toast alone. */}
      <Notifications position="bottom-right" pauseResetOnHover="notification" styles={TOAST_LAYER} />
    </>
  );
}
