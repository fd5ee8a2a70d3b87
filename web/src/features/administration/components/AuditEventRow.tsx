import type { AuditLogEvent } from "@intranet/contracts";
import { Badge, Group, Paper, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatInstant } from "../../../lib/dates";

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** Who did what to what: one sentence per event, from its actor, member and details. */
export function useAuditSentence() {
  const { t } = useTranslation();
  return (event: AuditLogEvent) => {
    const actor = event.actor
      ? event.actor.name || t("administration.audit.deleted")
      : t("administration.audit.system");
    const member = event.member ? event.member.name || t("administration.audit.deleted") : "";
    const type = t(`administration.audit.types.${event.event_type}`);
    const d = event.details;
    const name = text(d.name);
    const folder = text(d.folder);
    switch (event.event_type) {
      case "GroupJoin":
        return event.actor && event.member && event.actor.id !== event.member.id
          ? t("administration.audit.sentence.GroupJoin", { actor, member, name })
          : t("administration.audit.sentence.GroupJoinSelf", { actor, name });
      case "GroupLeave":
        return t("administration.audit.sentence.GroupLeave", { actor, name });
      case "FileMove":
        return t("administration.audit.sentence.FileMove", { actor, name, folder, to: text(d.to) });
      case "FilePublish":
      case "FileDestroy":
        return t("administration.audit.sentence.file", { actor, type, name, folder });
      default:
        return name
          ? t("administration.audit.sentence.named", { actor, type, name })
          : t("administration.audit.sentence.other", { actor, type });
    }
  };
}

/** One row of the audit log: the sentence, the event type and the time in the viewer's zone. */
export function AuditEventRow({ event }: { event: AuditLogEvent }) {
  const { t } = useTranslation();
  const sentence = useAuditSentence();
  return (
    <Paper withBorder p="sm" data-testid="audit-event">
      <Stack gap={4}>
        <Text style={{ overflowWrap: "anywhere" }}>{sentence(event)}</Text>
        <Group gap="xs" wrap="wrap">
          <Badge variant="light" size="sm">
            {t(`administration.audit.types.${event.event_type}`)}
          </Badge>
          <Text size="sm" c="dimmed" component="time" dateTime={event.created_at}>
            {formatInstant(event.created_at)}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}
