import type { Appointment } from "@intranet/contracts";
import { Alert, Anchor, Badge, ColorSwatch, Group, Image, Paper, Stack, Text, Title, Typography } from "@mantine/core";
import { IconCalendarEvent } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { networkQuery } from "../../../api/network";
import { QueryState } from "../../../components/QueryState";
import { TranslationMenu } from "../../../components/translation/TranslationMenu";
import { useMachineTranslation } from "../../../components/translation/useMachineTranslation";
import { formatDate, ownWallClock } from "../../../lib/dates";
import { htmlToPlainText } from "../../../lib/html-text";
import { usePageTitle } from "../../../lib/page-title";
import { formatAppointmentDate, ParticipationPanel } from "../../participation";
import { appointmentQuery, calendarsQuery } from "../api";
import { AppointmentToolbar } from "../components/AppointmentToolbar";
import { DESCRIPTION_CUT, FILES_SHOWN, isOver } from "../logic";

/** /appointments/{id}, also an occurrence `r-...`. */
export function AppointmentPage() {
  const { id = "" } = useParams();
  const query = useQuery(appointmentQuery(id));
  usePageTitle(query.data?.name);
  if (!query.isSuccess) return <QueryState query={query} />;
  return <AppointmentDetail appointment={query.data} />;
}

/** "Weekly", "Every 2 weeks" … in the reader's language. */
function repeatsText(t: TFunction, pattern: NonNullable<Appointment["recurrence_pattern"]>) {
  const frequency = pattern.recurrence_frequency;
  return frequency === "never" ? "" : t(`calendar.repeats.${frequency}`, { count: pattern.recurrence_interval });
}

function AppointmentDetail({ appointment: a }: { appointment: Appointment }) {
  const { t } = useTranslation();
  const calendars = new Map((useQuery(calendarsQuery).data ?? []).map((c) => [c.id, c]));
  const network = useQuery({ ...networkQuery, enabled: false }).data;
  const memberZone = network?.current_member?.time_zone;
  const [fullText, setFullText] = useState(false);
  const [allFiles, setAllFiles] = useState(false);
  const translation = useMachineTranslation("appointment", a.id);
  const name = translation.fields?.name ?? a.name;
  const past = isOver(a.date, memberZone);
  const isSeries = a.type === "recurring_appointment";

  const text = translation.fields?.description ?? a.description_rendered;
  const plainText = htmlToPlainText(text);
  const plainLength = plainText.length;
  // The shortened form is plain text (rendered as text below); the full form is the sanitised HTML.
  const shownText = fullText || plainLength <= DESCRIPTION_CUT ? text : `${plainText.slice(0, DESCRIPTION_CUT)}…`;
  const files = allFiles ? a.event_files : a.event_files.slice(0, FILES_SHOWN);
  const l = a.location;

  return (
    <Stack gap="md" maw={860} data-testid="appointment-detail">
      <AppointmentToolbar appointment={a} />

      {a.canceled && <Alert color="red">{t("calendar.cancelledNotice")}</Alert>}
      {past && !isSeries && <Alert color="gray">{t("calendar.pastNotice")}</Alert>}
      {memberZone && memberZone !== a.date.time_zone && (
        <Alert color="blue" data-testid="time-zone-notice">
          {t("calendar.timeZoneNotice", { zone: a.date.time_zone })}
        </Alert>
      )}

      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Title order={2} style={{ textDecoration: a.canceled ? "line-through" : undefined }}>
          {name}
        </Title>
        <TranslationMenu language={translation.language} loading={translation.loading} onChoose={translation.choose} />
      </Group>
      <Group gap="xs">
        {a.calendar_ids.map((id) => (
          <Badge
            key={id}
            variant="light"
            leftSection={<ColorSwatch color={`#${calendars.get(id)?.color ?? "868e96"}`} size={10} />}
          >
            {calendars.get(id)?.name ?? id}
          </Badge>
        ))}
        {a.unknown_calendars > 0 && (
          <Text size="sm" c="dimmed">
            {t("calendar.unknownCalendars", { count: a.unknown_calendars })}
          </Text>
        )}
      </Group>
      <Group gap="xs">
        <IconCalendarEvent size={18} />
        <Text data-testid="appointment-date">{formatAppointmentDate(a.date)}</Text>
        {a.date.all_day && <Badge variant="outline">{t("calendar.allDay")}</Badge>}
      </Group>
      {a.recurrence_pattern && (
        <Text size="sm" c="dimmed" data-testid="appointment-repeats">
          {repeatsText(t, a.recurrence_pattern)}
          {a.recurrence_pattern.recurrence_end_time
            ? ` ${t("calendar.until", { date: formatDate(a.recurrence_pattern.recurrence_end_time) })}`
            : ""}
        </Text>
      )}
      {l && (l.name || l.address1 || l.city || l.link) && (
        <Paper withBorder p="sm" data-testid="appointment-location">
          <Text fw={600}>{t("calendar.location")}</Text>
          {[l.name, l.address1, l.address2, [l.zip, l.city].filter(Boolean).join(" "), l.country]
            .filter(Boolean)
            .map((line) => (
              <Text key={line} size="sm">
                {line}
              </Text>
            ))}
          {l.link && (
            <Anchor href={l.link} target="_blank" rel="noreferrer" size="sm">
              {l.link}
            </Anchor>
          )}
          {l.maps_url && (
            <Anchor href={l.maps_url} target="_blank" rel="noreferrer" size="sm" display="block">
              OpenStreetMap
            </Anchor>
          )}
        </Paper>
      )}
      {text && (
        <div data-testid="appointment-description">
          {fullText || plainLength <= DESCRIPTION_CUT ? (
            <Typography>
              {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on the server with an allowlist */}
              <div dangerouslySetInnerHTML={{ __html: shownText }} />
            </Typography>
          ) : (
            <Text>
              {shownText}{" "}
              <Anchor component="button" onClick={() => setFullText(true)}>
                {t("calendar.readMore")}
              </Anchor>
            </Text>
          )}
        </div>
      )}
      {a.event_files.length > 0 && (
        <Stack gap={4}>
          <Text fw={600}>{t("calendar.files")}</Text>
          {files.map((f) => (
            <Anchor key={f.id} href={f.url} size="sm">
              {f.name}
            </Anchor>
          ))}
          {!allFiles && a.event_files.length > FILES_SHOWN && (
            <Anchor component="button" size="sm" onClick={() => setAllFiles(true)}>
              {t("calendar.showMoreFiles", { count: a.event_files.length - FILES_SHOWN })}
            </Anchor>
          )}
        </Stack>
      )}
      {(a.category || a.is_event) && (
        <Paper withBorder p="sm" data-testid="event-details">
          {a.category && (
            <Text size="sm">
              {t("calendar.category")}: {a.category.label}
            </Text>
          )}
          {a.attendee_configuration.total !== null && (
            <Text size="sm">
              {t("calendar.attendeeTotal")}: {a.attendee_configuration.total}
            </Text>
          )}
          {a.application_configuration.registration_with_costs && a.application_configuration.costs !== null && (
            <Text size="sm">
              {t("calendar.costs")}: {a.application_configuration.costs} {a.application_configuration.currency}
            </Text>
          )}
          {a.application_configuration.registration_deadline && (
            <Text size="sm">
              {t("calendar.registrationDeadline")}:{" "}
              {formatDate(ownWallClock(a.application_configuration.registration_deadline))}
            </Text>
          )}
        </Paper>
      )}
      <ParticipationPanel appointment={a} />
      {a.event_image && <Image src={a.event_image.large_thumb} alt="" maw={600} radius="sm" />}
      {a.organizer && (
        <Text size="sm" c="dimmed">
          {t("calendar.author")}:{" "}
          {/* Underlined: in dimmed text its colour alone does not set it apart (WCAG 1.4.1). */}
          <Anchor component={Link} to={a.organizer.path} underline="always">
            {a.organizer.displayName}
          </Anchor>
        </Text>
      )}
    </Stack>
  );
}
