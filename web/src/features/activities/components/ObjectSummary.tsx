import type { ActivityObjectSummary } from "@intranet/contracts";
import { Anchor, Group, Paper, Stack, Text } from "@mantine/core";
import { IconArticle, IconCalendarEvent, IconMapPin } from "@tabler/icons-react";
import { Link } from "react-router";
import { useNetwork } from "../../../api/network";
import { formatPeriod } from "../../../lib/dates";

/** An all-day object's days as they are (the last one included); a timed one's instants in the member's zone. */
function periodOf(summary: ActivityObjectSummary, memberZone: string | undefined) {
  if (!summary.starts_at) return null;
  return formatPeriod({ start: summary.starts_at, end: summary.ends_at, allDay: summary.all_day }, memberZone);
}

/**
 * What another module posted the activity about: its title as a link, an appointment's date and place, an article's
 * teaser.
 */
export function ObjectSummary({ summary, type }: { summary: ActivityObjectSummary; type?: string }) {
  const zone = useNetwork().current_member?.time_zone;
  const period = periodOf(summary, zone);
  return (
    <Paper withBorder p="sm" radius="sm" data-testid="activity-object">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        {type === "article" ? (
          <IconArticle size={22} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
        ) : (
          <IconCalendarEvent size={22} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
        )}
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Anchor component={Link} to={summary.html_url} fw={600} style={{ overflowWrap: "anywhere" }}>
            {summary.title}
          </Anchor>
          {period && (
            <Text size="sm" data-testid="activity-object-date">
              {period}
            </Text>
          )}
          {summary.teaser && (
            <Text size="sm" data-testid="activity-object-teaser" style={{ overflowWrap: "anywhere" }}>
              {summary.teaser}
            </Text>
          )}
          {summary.location && (
            <Group gap={4} wrap="nowrap">
              <IconMapPin size={14} aria-hidden style={{ flexShrink: 0 }} />
              <Text size="sm" c="dimmed" truncate="end">
                {summary.location}
              </Text>
            </Group>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
