import { Alert, type AlertProps } from "@mantine/core";
import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

export const FLASH_DURATION_MS = 5000;

interface FlashAlertProps extends Omit<AlertProps, "children" | "onClose"> {
  children: ReactNode;
  /** How long the alert stays, in ms; the spec fixes 5 s. */
  duration?: number;
  onHide?: () => void;
}

/** A short notice above a form or page that hides itself after a few seconds. */
export function FlashAlert({
  children,
  duration = FLASH_DURATION_MS,
  onHide,
  color = "green",
  ...props
}: FlashAlertProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(true);

  useEffect(() => {
    const timer = window.setTimeout(() => {
      setVisible(false);
      onHide?.();
    }, duration);
    return () => window.clearTimeout(timer);
  }, [duration, onHide]);

  if (!visible) return null;
  return (
    <Alert
      color={color}
      withCloseButton
      closeButtonLabel={t("toast.close")}
      onClose={() => {
        setVisible(false);
        onHide?.();
      }}
      data-testid="flash-alert"
      {...props}
    >
      {children}
    </Alert>
  );
}
