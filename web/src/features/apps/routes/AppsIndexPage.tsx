import { useTranslation } from "react-i18next";
import { useNetwork } from "../../../api/network";
import { AppList } from "../components/AppList";

/** `/apps`: the network's apps the member may read; administrators make new ones here. */
export function AppsIndexPage() {
  const { t } = useTranslation();
  const network = useNetwork();
  return (
    <AppList
      title={t("apps.index.title")}
      newPath={network.can.administrate ? "/apps/new" : null}
      emptyText={t("apps.index.empty")}
      testId="apps-index"
    />
  );
}
