import { Button } from "@mantine/core";
import { IconMapQuestion } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { EmptyState } from "../../../components/EmptyState";

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div data-testid="not-found">
      <EmptyState title={t("errors.notFoundTitle")} description={t("errors.notFoundText")} icon={<IconMapQuestion />}>
        <Button component={Link} to="/" variant="light">
          {t("errors.backHome")}
        </Button>
      </EmptyState>
    </div>
  );
}
