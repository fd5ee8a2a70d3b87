import type { LinkPreview } from "@intranet/contracts";
import { Anchor, CloseButton, Group, Image, Loader, Paper, Stack, Text, VisuallyHidden } from "@mantine/core";
import { IconLink } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import type { LinkPreviewEntry, LinkPreviews } from "./link-previews";

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

/**
 * A link's preview: its image (stored on our server), its title opening the page in a new tab, two lines of
 * description and the site's name. `onRemove` adds the composer's remove button.
 */
export function LinkPreviewCard({ preview, onRemove }: { preview: LinkPreview; onRemove?: () => void }) {
  const { t } = useTranslation();
  const title = preview.title ?? preview.url;
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
          <Anchor
            href={preview.url}
            target="_blank"
            rel="noopener noreferrer"
            fw={600}
            size="sm"
            lineClamp={2}
            aria-label={t("activities.links.open", { title })}
            style={{ overflowWrap: "anywhere" }}
            data-testid="link-preview-title"
          >
            {title}
          </Anchor>
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
          <CloseButton
            size="sm"
            onClick={onRemove}
            aria-label={t("activities.links.remove", { url: preview.url })}
            data-testid="link-preview-remove"
          />
        )}
      </Group>
    </Paper>
  );
}

function PendingOrFailed({ entry, onRemove }: { entry: LinkPreviewEntry; onRemove: () => void }) {
  const { t } = useTranslation();
  const remove = (
    <CloseButton
      size="sm"
      onClick={onRemove}
      aria-label={t("activities.links.remove", { url: entry.url })}
      data-testid="link-preview-remove"
    />
  );
  if (entry.state === "crawling") {
    return (
      <Paper withBorder radius="sm" p="xs" data-testid="link-preview-loading" aria-busy="true" style={{ minWidth: 0 }}>
        <Group gap="sm" wrap="nowrap">
          <Loader size="xs" aria-hidden />
          <Text size="sm" truncate="end" style={{ flex: 1, minWidth: 0 }}>
            {t("activities.links.loading", { url: entry.url })}
          </Text>
          {remove}
        </Group>
      </Paper>
    );
  }
  return (
    <Group gap="xs" wrap="nowrap" data-testid="link-preview-error">
      <Text size="xs" c="red.9" style={{ flex: 1, minWidth: 0, overflowWrap: "anywhere" }}>
        {t("activities.links.noPreview", {
          url: entry.url,
          reason: t(`activities.links.errors.${entry.error ?? "unexpected"}`),
        })}
      </Text>
      {remove}
    </Group>
  );
}

/** The composer's previews: loading, finished (with a remove button) or a small note why there is none. */
export function LinkPreviewList({ links }: { links: LinkPreviews }) {
  const { t } = useTranslation();
  if (links.entries.length === 0) return null;
  return (
    <Stack gap={6} aria-label={t("activities.links.label")} role="group" data-testid="link-previews">
      {links.entries.map((entry) =>
        entry.state === "finished" && entry.preview ? (
          <LinkPreviewCard key={entry.url} preview={entry.preview} onRemove={() => links.remove(entry.url)} />
        ) : (
          <PendingOrFailed key={entry.url} entry={entry} onRemove={() => links.remove(entry.url)} />
        ),
      )}
      <VisuallyHidden aria-live="polite">{links.crawling ? t("activities.links.waiting") : ""}</VisuallyHidden>
    </Stack>
  );
}
