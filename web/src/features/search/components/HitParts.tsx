import type { SearchHit } from "@intranet/contracts";
import { Anchor, Box, Group, Paper, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useNetwork } from "../../../api/network";
import { formatInstant } from "../../../lib/dates";

/** The pieces every kind of hit is drawn with. */
export const imageUrl = (id: string, size: "435x435" | "80x80") => `/api/storage/images/${id}/get/${size}`;

/** A hit's frame: a picture or icon beside its lines; narrow screens keep the two side by side, text wrapping. */
export function HitCard({ hit, aside, children }: { hit: SearchHit; aside?: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder p="sm" radius="md" data-testid="search-hit" data-type={hit.type}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        {aside && <Box style={{ flexShrink: 0 }}>{aside}</Box>}
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          {children}
        </Stack>
      </Group>
    </Paper>
  );
}

/** The hit's main link to its own page. */
export function HitLink({ to, title, children }: { to: string; title?: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} fw={600} title={title} style={{ overflowWrap: "anywhere" }} data-testid="hit-link">
      {children}
    </Anchor>
  );
}

/** Small dimmed facts under a hit's title, separated by dots, wrapping on narrow screens. */
export function Facts({ children }: { children: ReactNode }) {
  return (
    <Group
      gap={6}
      wrap="wrap"
      c="dimmed"
      style={{ fontSize: "var(--mantine-font-size-xs)", rowGap: 2, overflowWrap: "anywhere" }}
    >
      {children}
    </Group>
  );
}

export function When({ iso }: { iso: string }) {
  const zone = useNetwork().current_member?.time_zone;
  return (
    <Text span size="xs" c="dimmed">
      <time dateTime={iso}>{formatInstant(iso, zone)}</time>
    </Text>
  );
}
