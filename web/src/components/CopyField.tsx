import { ActionIcon, CopyButton, Group, TextInput, Tooltip } from "@mantine/core";
import { IconCheck, IconCopy } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { notifyError, notifySaved } from "./toasts";

/** A read-only address with a copy button that says when it copied (feed addresses). */
export function CopyField({
  value,
  label,
  copyLabel,
  copiedText,
}: {
  value: string;
  label: string;
  copyLabel: string;
  copiedText: string;
}) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap">
      <TextInput value={value} readOnly style={{ flex: 1 }} aria-label={label} />
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Tooltip label={copyLabel}>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={copyLabel}
              onClick={() => {
                try {
                  copy();
                  notifySaved(copiedText);
                } catch {
                  notifyError(t("toast.error"));
                }
              }}
            >
              {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}
