import { type NotificationData, type NotificationsProps, notifications } from "@mantine/notifications";
import { IconAlertTriangle, IconCheck, IconX } from "@tabler/icons-react";
import { isApiError } from "../api/client";
import { i18n } from "../i18n";

/**
 * The toasts' layer (app/Overlays.tsx) lets the pointer through to what lies under a toast (the Save button of a form
 * at the bottom right): a toast holds neither a click nor, while the pointer rests on what it covers, its own timer.
 */
export const TOAST_LAYER = { root: { pointerEvents: "none" } } satisfies NotificationsProps["styles"];
/** What each toast shares: its close button takes the pointer, as the layer around it does not. */
const TOAST = { styles: { closeButton: { pointerEvents: "auto" } } } satisfies Partial<NotificationData>;

/** The one toast API: every screen reports saves and failures through these. */
export function notifySaved(message?: string) {
  notifications.show({
    ...TOAST,
    color: "green",
    icon: <IconCheck size={18} />,
    message: message ?? i18n.t("toast.saved"),
    "data-testid": "toast-saved",
  });
}

export function notifySaveFailed(message?: string) {
  notifications.show({
    ...TOAST,
    color: "red",
    icon: <IconX size={18} />,
    message: message ?? i18n.t("toast.saveFailed"),
    "data-testid": "toast-save-failed",
  });
}

const PENDING_KEY = "intranet.pendingToast";

/**
 * A success toast for the page a full load is about to open (e.g. the appointment page after a save, §7):
 * kept in the session storage and shown by `showPendingToast` once the app has started again.
 */
export function notifySavedAfterLoad(message: string) {
  try {
    window.sessionStorage.setItem(PENDING_KEY, message);
  } catch {
    notifySaved(message);
  }
}

/** Shows (once) the toast `notifySavedAfterLoad` left for this page load. */
export function showPendingToast() {
  let message: string | null = null;
  try {
    message = window.sessionStorage.getItem(PENDING_KEY);
    window.sessionStorage.removeItem(PENDING_KEY);
  } catch {
    return;
  }
  if (message) notifySaved(message);
}

/** A failure the user cannot fix by editing a field: a given text, or the generic error. */
export function notifyError(error?: unknown) {
  let message = i18n.t("toast.error");
  if (typeof error === "string") message = error;
  else if (isApiError(error) && error.status === 0) message = i18n.t("errors.network");
  notifications.show({
    ...TOAST,
    color: "red",
    icon: <IconAlertTriangle size={18} />,
    title: i18n.t("toast.errorTitle"),
    message,
    "data-testid": "toast-error",
  });
}
