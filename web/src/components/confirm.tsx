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

// The dialogs' host loads after the first screen (app/Overlays.tsx) and Mantine's modals are events, not a store:
// one asked for before the host is there would be lost, so it waits for the host instead.
let hostReady = false;
const waiting: (() => void)[] = [];

/** Called by the dialogs' host once it is mounted: opens what was asked for before. */
export function confirmHostReady() {
  hostReady = true;
  for (const open of waiting.splice(0)) open();
}

/** Asks before an irreversible action (as soon as the dialogs' host is there). */
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
  const open = () =>
    modals.openConfirmModal({
      title: title ?? i18n.t("confirm.title"),
      children: typeof message === "string" ? <Text size="sm">{message}</Text> : message,
      labels: { confirm: confirmLabel ?? i18n.t("confirm.confirm"), cancel: cancelLabel ?? i18n.t("confirm.cancel") },
      confirmProps: { color: danger ? "red" : undefined, "data-testid": "confirm-ok" },
      cancelProps: { "data-testid": "confirm-cancel" },
      onConfirm,
      onCancel,
      onClose,
    });
  if (hostReady) open();
  else waiting.push(open);
}
