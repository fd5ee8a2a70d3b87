import { createContext, type ReactNode, useCallback, useContext, useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useLeaveBlocker } from "../../../components/leave-warning";

type Register = (key: string, dirty: boolean) => void;
const DraftContext = createContext<Register | null>(null);

/**
 * The composers' leave-warning (spec §5: active while text is present): one router blocker per page, fed by
 * every composer on it, since a router supports only one blocker at a time. Closing the tab asks too.
 */
export function DraftGuard({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  // A ref, not state: the blocker must see a draft from the moment it is typed, not one render later.
  const dirty = useRef(new Set<string>());
  const register = useCallback<Register>((key, isDirty) => {
    if (isDirty) dirty.current.add(key);
    else dirty.current.delete(key);
  }, []);
  useLeaveBlocker(() => dirty.current.size > 0, {
    title: t("activities.leave.title"),
    message: t("activities.leave.text"),
    confirmLabel: t("activities.leave.confirm"),
    cancelLabel: t("activities.leave.stay"),
  });

  return <DraftContext.Provider value={register}>{children}</DraftContext.Provider>;
}

/** Marks a composer's text as not yet posted while `dirty`, for the page's DraftGuard. */
export function useDraftWarning(dirty: boolean) {
  const register = useContext(DraftContext);
  const key = useId();
  useEffect(() => {
    register?.(key, dirty);
    return () => register?.(key, false);
  }, [register, key, dirty]);
}
