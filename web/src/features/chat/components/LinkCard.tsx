import type { LinkPreview } from "@intranet/contracts";
import { Anchor, CloseButton, Group, Image, Paper, Stack, Text } from "@mantine/core";
import { IconLink } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

/** A link preview card: image (stored on our server), title opening the page in a new tab, description, site. */
export function LinkCard({ preview, onRemove }: { preview: LinkPreview; onRemove?: () => void }) {
  const { t } = useTranslation();
  const title = preview.title ?? preview.url;
  const safe = /^https?:\/\//i.test(preview.url);
  return (
    <Paper withBorder radius="sm" p="xs" data-testid="chat-link-preview" style={{ minWidth: 0 }}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        {preview.image ? (
          <Image
            src={preview.image.preview_url}
            alt=""
            w={56}
            h={56}
            radius="sm"
            fit="cover"
            style={{ flex: "none" }}
          />
        ) : (
          <IconLink size={18} aria-hidden style={{ flex: "none", marginTop: 2 }} />
        )}
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          {safe ? (
            <Anchor
              href={preview.url}
              target="_blank"
              rel="noopener noreferrer"
              fw={600}
              size="sm"
              lineClamp={2}
              style={{ overflowWrap: "anywhere" }}
            >
              {title}
            </Anchor>
          ) : (
            <Text fw={600} size="sm" lineClamp={2}>
              {title}
            </Text>
          )}
          {preview.description && (
            <Text size="xs" lineClamp={2}>
              {preview.description}
            </Text>
          )}
          <Text size="xs" c="gray.7" truncate="end">
            {preview.site_name ?? hostOf(preview.url)}
          </Text>
        </Stack>
        {onRemove && <CloseButton size="sm" aria-label={t("chat.composer.removePreview")} onClick={onRemove} />}
      </Group>
    </Paper>
  );
}
