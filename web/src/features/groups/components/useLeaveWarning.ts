import { useCallback, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useLeaveBlocker } from "../../../components/leave-warning";

/**
 * A form's leave-warning while it holds unsaved changes (components/leave-warning.ts). `release()` lets a save's
 * own navigation pass at once, before the form has re-rendered.
 */
export function useLeaveWarning(dirty: boolean) {
  const { t } = useTranslation();
  const changed = useRef(dirty);
  changed.current = dirty;
  const released = useRef(false);
  useLeaveBlocker(() => changed.current && !released.current, {
    title: t("groups.pages.leave.title"),
    message: t("groups.pages.leave.text"),
    confirmLabel: t("groups.pages.leave.confirm"),
    cancelLabel: t("groups.pages.leave.stay"),
  });
  return useCallback(() => {
    released.current = true;
  }, []);
}
