import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

/**
 * Whether an answer is for this occurrence or the whole series (§4, a modified occurrence): loaded when asked, not
 * with every list of appointments that shows answer buttons.
 */
export function ApplyToDialog({
  onClose,
  onOccurrence,
  onSeries,
}: {
  onClose: () => void;
  onOccurrence: () => void;
  onSeries: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened onClose={onClose} title={t("participation.applyToTitle")}>
      <Stack>
        <Text size="sm">{t("participation.applyToQuestion")}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onOccurrence} data-testid="apply-occurrence">
            {t("participation.thisOccurrence")}
          </Button>
          <Button onClick={onSeries} data-testid="apply-series">
            {t("participation.wholeSeries")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
