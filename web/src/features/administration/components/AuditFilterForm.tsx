import {
  AUDIT_EVENT_TYPES,
  type AuditEventType,
  type AuditLog,
  DATE_PRESETS,
  DATE_RANGE_MIN,
  type DatePreset,
  encodeAuditFilter,
  type MemberSummary,
} from "@intranet/contracts";
import { Anchor, Button, Group, MultiSelect, Select, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { DatePicker } from "../../../components/DatePicker";
import { MemberPicker } from "../../../components/MemberPicker";
import { todayIn } from "../../../lib/dates";

type Applied = AuditLog["filter"];
type Values = {
  event_types: AuditEventType[];
  date_option: DatePreset;
  start_date: string | null;
  end_date: string | null;
  details: string;
  actor: MemberSummary[];
  member: MemberSummary[];
};

/** A member the filter names, as the picker shows it (only its id and name are known here). */
const named = (id: string | undefined, name: string | undefined): MemberSummary[] =>
  id ? [{ id, displayName: name ?? id, images: {} as MemberSummary["images"], is_external: false, path: "" }] : [];

/**
 * The audit filter (§3: event types, dates, details, actor, member): applying it writes it, empty values dropped,
 * as base64 JSON into the page's `filter` parameter; the reset link returns to the unfiltered page.
 */
export function AuditFilterForm({ applied, onApply }: { applied: Applied; onApply: (param: string) => void }) {
  const { t } = useTranslation();
  const form = useForm<Values>({
    initialValues: {
      event_types: applied.event_types ?? [],
      date_option: applied.date_option,
      start_date: applied.start_date,
      end_date: applied.end_date,
      details: applied.details ?? "",
      actor: named(applied.actor_id, applied.actor_name),
      member: named(applied.membership_id, applied.membership_name),
    },
  });
  const custom = form.values.date_option === "custom";
  const submit = form.onSubmit((v) =>
    onApply(
      encodeAuditFilter({
        event_types: v.event_types,
        date_option: v.date_option,
        ...(v.date_option === "custom"
          ? { start_date: v.start_date ?? undefined, end_date: v.end_date ?? undefined }
          : {}),
        details: v.details.trim(),
        actor_id: v.actor[0]?.id,
        membership_id: v.member[0]?.id,
      }),
    ),
  );
  return (
    <form onSubmit={submit} data-testid="audit-filter">
      <Stack gap="sm">
        <MultiSelect
          label={t("administration.audit.eventTypes")}
          placeholder={
            form.values.event_types.length === 0 ? t("administration.audit.eventTypesPlaceholder") : undefined
          }
          data={AUDIT_EVENT_TYPES.map((type) => ({ value: type, label: t(`administration.audit.types.${type}`) }))}
          searchable
          clearable
          {...form.getInputProps("event_types")}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select
            label={t("administration.audit.period")}
            data={DATE_PRESETS.map((p) => ({ value: p, label: t(`administration.statistics.presets.${p}`) }))}
            allowDeselect={false}
            {...form.getInputProps("date_option")}
          />
          {custom && (
            <>
              <DatePicker
                label={t("administration.audit.from")}
                minDate={DATE_RANGE_MIN}
                maxDate={todayIn()}
                value={form.values.start_date}
                onChange={(v) => form.setFieldValue("start_date", v)}
              />
              <DatePicker
                label={t("administration.audit.to")}
                minDate={DATE_RANGE_MIN}
                maxDate={todayIn()}
                value={form.values.end_date}
                onChange={(v) => form.setFieldValue("end_date", v)}
              />
            </>
          )}
        </SimpleGrid>
        <TextInput
          label={t("administration.audit.details")}
          placeholder={t("administration.audit.detailsPlaceholder")}
          {...form.getInputProps("details")}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <MemberPicker
            label={t("administration.audit.actor")}
            maxValues={1}
            value={form.values.actor}
            onChange={(v) => form.setFieldValue("actor", v)}
          />
          <MemberPicker
            label={t("administration.audit.member")}
            maxValues={1}
            value={form.values.member}
            onChange={(v) => form.setFieldValue("member", v)}
          />
        </SimpleGrid>
        <Group>
          <Button type="submit">{t("administration.audit.apply")}</Button>
          <Anchor component={Link} to="/administration/audit_log" data-testid="audit-reset">
            {t("administration.audit.reset")}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
