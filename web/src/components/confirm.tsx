import { Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import type { ReactNode } from "react";
import { i18n } from "../i18n";

interface ConfirmOptions {
  title?: ReactNode;
  message: ReactNode;
  onConfirm: () => void;
  onCancel?: () => void;
  /** Any way the dialog closes (confirm, cancel, Escape, the close button); runs after the two above. */
  onClose?: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Red confirm button for destructive actions such as deleting. */
  danger?: boolean;
}

/** Asks before an irreversible action; returns the modal id. */
export function openConfirm({
  title,
  message,
  onConfirm,
  onCancel,
  onClose,
  confirmLabel,
  cancelLabel,
  danger,
}: ConfirmOptions) {
  return modals.openConfirmModal({
    title: title ?? i18n.t("confirm.title"),
    children: typeof message === "string" ? <Text size="sm">{message}</Text> : message,
    labels: { confirm: confirmLabel ?? i18n.t("confirm.confirm"), cancel: cancelLabel ?? i18n.t("confirm.cancel") },
    confirmProps: { color: danger ? "red" : undefined, "data-testid": "confirm-ok" },
    cancelProps: { "data-testid": "confirm-cancel" },
    onConfirm,
    onCancel,
    onClose,
  });
}
