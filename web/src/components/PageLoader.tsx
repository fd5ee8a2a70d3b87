import { Center, Loader } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** The one loading state of a page or panel while its query runs. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center py="xl">
      <Loader role="status" aria-label={t("common.loading")} />
    </Center>
  );
}
