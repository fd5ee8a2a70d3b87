import { EmptyState as MantineEmptyState } from "@mantine/core";
import { IconInbox } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

interface EmptyStateProps {
  title?: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  /** Actions, e.g. a button to create the first entry. */
  children?: ReactNode;
}

export function EmptyState({ title, description, icon, children }: EmptyStateProps) {
  const { t } = useTranslation();
  return (
    <MantineEmptyState
      title={title ?? t("empty.default")}
      description={description}
      icon={icon ?? <IconInbox />}
      py="xl"
      data-testid="empty-state"
    >
      {children}
    </MantineEmptyState>
  );
}
