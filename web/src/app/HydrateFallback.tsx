import { useTranslation } from "react-i18next";

/** While the root loader runs (the preload call): the same shell index.html draws, styled there. */
export function HydrateFallback() {
  const { t } = useTranslation();
  return (
    <>
      <div className="boot-header" />
      <div className="boot-main" role="status" aria-live="polite">
        <div className="boot-spinner" />
        <span className="boot-label">{t("common.loading")}</span>
      </div>
    </>
  );
}
