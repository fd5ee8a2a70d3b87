import type { LinkPreview } from "@intranet/contracts";
import { Anchor, CloseButton, Group, Image, Paper, Stack, Text } from "@mantine/core";
import { IconLink } from "@tabler/icons-react";

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

/**
 * A link's preview, in posts and in chat messages: its image (stored on our server), its title opening the page in
 * a new tab (only an http(s) address is a link), two lines of description and the site's name. `onRemove` adds a
 * composer's remove button, named by `removeLabel`.
 */
export function LinkPreviewCard({
  preview,
  openLabel,
  onRemove,
  removeLabel,
}: {
  preview: LinkPreview;
  /** The title link's accessible name (e.g. "Open … in a new tab"). */
  openLabel?: string;
  onRemove?: () => void;
  removeLabel?: string;
}) {
  const title = preview.title ?? preview.url;
  const linkable = /^https?:\/\//i.test(preview.url);
  return (
    <Paper withBorder radius="sm" p="xs" data-testid="link-preview" style={{ minWidth: 0 }}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        {preview.image ? (
          <Image
            src={preview.image.preview_url}
            alt=""
            w={64}
            h={64}
            radius="sm"
            fit="cover"
            style={{ flex: "none" }}
          />
        ) : (
          <IconLink size={20} aria-hidden style={{ flex: "none", marginTop: 2 }} />
        )}
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          {linkable ? (
            <Anchor
              href={preview.url}
              target="_blank"
              rel="noopener noreferrer"
              fw={600}
              size="sm"
              lineClamp={2}
              aria-label={openLabel}
              style={{ overflowWrap: "anywhere" }}
              data-testid="link-preview-title"
            >
              {title}
            </Anchor>
          ) : (
            <Text
              fw={600}
              size="sm"
              lineClamp={2}
              style={{ overflowWrap: "anywhere" }}
              data-testid="link-preview-title"
            >
              {title}
            </Text>
          )}
          {preview.description && (
            <Text size="sm" lineClamp={2} style={{ overflowWrap: "anywhere" }} data-testid="link-preview-description">
              {preview.description}
            </Text>
          )}
          <Text size="xs" c="gray.7" truncate="end" data-testid="link-preview-site">
            {preview.site_name ?? hostOf(preview.url)}
          </Text>
        </Stack>
        {onRemove && (
          <CloseButton size="sm" onClick={onRemove} aria-label={removeLabel} data-testid="link-preview-remove" />
        )}
      </Group>
    </Paper>
  );
}
