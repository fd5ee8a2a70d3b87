import { deriveColors, HEX_COLOR, type ThemeColors } from "@intranet/contracts";
import { Anchor, Box, Button, Paper, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** A small picture of the shell in the picked colours, with the readable text colours the server will derive. */
export function ThemePreview({ colors, banner }: { colors: ThemeColors; banner: boolean }) {
  const { t } = useTranslation();
  const valid = Object.values(colors).every((c) => HEX_COLOR.test(c));
  if (!valid) return null;
  const d = deriveColors(colors);
  const adjusted = d.primaryFilled !== d.primary;
  return (
    <Paper withBorder radius="md" data-testid="design-preview" style={{ overflow: "hidden" }}>
      <Box px="md" py="xs" style={{ backgroundColor: d.headerBackground, color: d.headerText }}>
        <Text fw={700}>{t("designs.form.preview")}</Text>
      </Box>
      {banner && <Box h={20} style={{ backgroundColor: d.banner }} />}
      <Stack p="md" gap="xs" align="flex-start">
        <Button style={{ backgroundColor: d.primaryFilled, color: "#ffffff" }}>
          {t("designs.form.previewButton")}
        </Button>
        <Anchor component="span" style={{ color: d.link }}>
          {t("designs.form.previewLink")}
        </Anchor>
        {adjusted && (
          <Text size="sm" c="dimmed" data-testid="design-adjusted">
            {t("designs.form.adjusted", { color: d.primaryFilled })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
