import type { ChannelWidgetFields } from "@intranet/contracts";
import { ActionIcon, Group, Image, Modal, SimpleGrid, Stack, Text, UnstyledButton } from "@mantine/core";
import { IconChevronLeft, IconChevronRight } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";

type GalleryImage = ChannelWidgetFields["images"]["images"][number];

/**
 * The images widget (communication §3, §9): `max` images shown (4 per column), the last with "+N" when there are
 * more; each opens the lightbox, which pages through all of them with its buttons or the arrow keys (previous and
 * next unavailable at the ends) and closes with Escape.
 */
export function ChannelGallery({ images, max, cols }: { images: GalleryImage[]; max: number; cols: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  const shown = images.slice(0, max);
  const current = open === null ? undefined : images[open];
  const go = (to: number) => {
    if (to >= 0 && to < images.length) setOpen(to);
  };
  return (
    <>
      <SimpleGrid cols={{ base: 2, sm: Math.min(4, cols * 2) }}>
        {shown.map((img, i) => (
          <UnstyledButton
            key={img.url}
            onClick={() => setOpen(i)}
            aria-label={t("channels.widget.openImage", { caption: img.caption || String(i + 1) })}
            data-testid="gallery-image"
            style={{ position: "relative" }}
          >
            <Image src={img.url} alt={img.caption} radius="sm" h={120} fit="cover" />
            {i === shown.length - 1 && images.length > max && (
              <Text fw={700} pos="absolute" top={8} right={8} bg="dark" c="white" px={6}>
                +{images.length - max}
              </Text>
            )}
          </UnstyledButton>
        ))}
      </SimpleGrid>
      <Modal
        opened={current !== undefined}
        onClose={() => setOpen(null)}
        size="xl"
        title={current?.caption || t("channels.widget.image", { n: (open ?? 0) + 1, count: images.length })}
      >
        {current && open !== null && (
          <Stack
            gap="xs"
            data-testid="gallery-lightbox"
            onKeyDown={(event) => {
              if (event.key === "ArrowLeft") go(open - 1);
              if (event.key === "ArrowRight") go(open + 1);
            }}
          >
            <Image src={current.url} alt={current.caption} fit="contain" mah="70vh" />
            <Group gap={4} justify="center">
              <ActionIcon
                variant="default"
                disabled={open === 0}
                onClick={() => go(open - 1)}
                aria-label={t("channels.widget.previous")}
              >
                <IconChevronLeft size={16} />
              </ActionIcon>
              <Text size="sm" c="dimmed" data-testid="gallery-position">
                {open + 1} / {images.length}
              </Text>
              <ActionIcon
                variant="default"
                disabled={open === images.length - 1}
                onClick={() => go(open + 1)}
                aria-label={t("channels.widget.next")}
              >
                <IconChevronRight size={16} />
              </ActionIcon>
            </Group>
          </Stack>
        )}
      </Modal>
    </>
  );
}
