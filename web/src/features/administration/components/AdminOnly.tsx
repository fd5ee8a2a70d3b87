import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useNetwork } from "../../../api/network";
import { EmptyState } from "../../../components/EmptyState";

/** Like the server, say nothing about administration to those who may not administrate. */
export function AdminOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const network = useNetwork();
  if (!network.can.administrate) return <EmptyState title={t("errors.notFoundTitle")} />;
  return <>{children}</>;
}
