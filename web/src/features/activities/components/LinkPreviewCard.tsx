import type { LinkPreview } from "@intranet/contracts";
import { CloseButton, Group, Loader, Paper, Stack, Text, VisuallyHidden } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { LinkPreviewCard as SharedLinkPreviewCard } from "../../../components/LinkPreviewCard";
import type { LinkPreviewEntry, LinkPreviews } from "./link-previews";

/** A post's link preview: the shared card with this feature's labels. */
export function LinkPreviewCard({ preview, onRemove }: { preview: LinkPreview; onRemove?: () => void }) {
  const { t } = useTranslation();
  return (
    <SharedLinkPreviewCard
      preview={preview}
      openLabel={t("activities.links.open", { title: preview.title ?? preview.url })}
      onRemove={onRemove}
      removeLabel={t("activities.links.remove", { url: preview.url })}
    />
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
