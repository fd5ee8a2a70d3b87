import { Button, Center, Text } from "@mantine/core";
import { IconArrowUp } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";

/** The app shell's header height, which covers the top of the page: a line under it is out of sight. */
const HEADER = 60;
const SLOT_HEIGHT = 28;

/** Whether the element is in sight below the header (true where the browser cannot tell). */
function useInSight(ref: React.RefObject<HTMLElement | null>) {
  const [inSight, setInSight] = useState(true);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(([entry]) => setInSight(entry?.isIntersecting ?? true), {
      rootMargin: `-${HEADER}px 0px 0px 0px`,
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return inSight;
}

/**
 * "N new posts" while others' new activities wait; a click shows them at the top of the list and scrolls there.
 * It takes the place of the line "Newest first" above the list, of the same height, so nothing moves under the
 * reader (a card shifting under a tap hits the wrong control); read further down, it floats under the header.
 */
export function FreshNotice({ count, onShow }: { count: number; onShow: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const slot = useRef<HTMLDivElement>(null);
  const inSight = useInSight(slot);
  const button = (
    <Button
      variant="filled"
      radius="xl"
      size="compact-sm"
      leftSection={<IconArrowUp size={14} />}
      style={inSight ? undefined : { boxShadow: "var(--mantine-shadow-md)", pointerEvents: "auto" }}
      onClick={() => void onShow()}
      data-testid="fresh-activities"
    >
      {t("activities.live.newPosts", { count })}
    </Button>
  );
  return (
    <Center ref={slot} h={SLOT_HEIGHT}>
      {count === 0 ? (
        <Text size="xs" c="dimmed">
          {t("activities.live.newestFirst")}
        </Text>
      ) : inSight ? (
        button
      ) : (
        <Center pos="fixed" top={HEADER + 8} left={0} right={0} style={{ zIndex: 3, pointerEvents: "none" }}>
          {button}
        </Center>
      )}
    </Center>
  );
}
