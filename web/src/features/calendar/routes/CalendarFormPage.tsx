import {
  type Calendar,
  type CalendarPayload,
  calendarColors,
  calendarPayload,
  type MemberSummary,
} from "@intranet/contracts";
import { Button, ColorSwatch, Group, Stack, Text, TextInput, Title, UnstyledButton } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconCheck } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams, useSearchParams } from "react-router";
import { MemberPicker } from "../../../components/MemberPicker";
import { QueryState } from "../../../components/QueryState";
import { notifySaved } from "../../../components/toasts";
import { contractValidator } from "../../../lib/forms";
import { useAppMutation } from "../../../lib/mutations";
import { calendarQuery, createCalendar, refreshCalendars, updateCalendar } from "../api";

/** /calendars/new?type&parent_id and /calendars/{id}/edit. */
export function CalendarFormPage() {
  const { id } = useParams();
  const existing = useQuery({ ...calendarQuery(id ?? ""), enabled: Boolean(id) });
  if (id && !existing.isSuccess) return <QueryState query={existing} />;
  return <CalendarForm calendar={id ? existing.data : undefined} />;
}

interface CalendarFormValues {
  name: string;
  color: string;
  /** null until the member changes the shares: then the calendar's own memberships are kept. */
  shares: MemberSummary[] | null;
}

function CalendarForm({ calendar }: { calendar?: Calendar }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const type = calendar?.type ?? (params.get("type") as Calendar["type"] | null) ?? "personal";
  const parentId = params.get("parent_id");
  const toBody = (values: CalendarFormValues): CalendarPayload => {
    const membershipIds = (values.shares ?? calendar?.memberships ?? []).map((m) => m.id);
    return {
      calendar: {
        name: values.name,
        color: values.color,
        type: type === "shared" ? undefined : type,
        membership_ids: type === "personal" ? membershipIds : [],
      },
      parent_id: parentId ?? undefined,
    };
  };
  const form = useForm<CalendarFormValues>({
    initialValues: {
      name: calendar?.name ?? "",
      // A new calendar gets a random colour from the palette.
      color: calendar?.color ?? calendarColors[Math.floor(Math.random() * calendarColors.length)] ?? calendarColors[0],
      shares: null,
    },
    validate: contractValidator(calendarPayload, toBody),
  });
  const save = useAppMutation({
    mutationFn: (values: CalendarFormValues) =>
      calendar ? updateCalendar(calendar.id, toBody(values)) : createCalendar(toBody(values)),
    onSuccess: async () => {
      await refreshCalendars(queryClient);
      notifySaved();
      navigate("/calendars/manage");
    },
    form,
    saveFailed: true,
  });
  const submit = form.onSubmit((values) => save.mutate(values));
  const { color, shares } = form.values;

  return (
    <Stack gap="md" maw={560} data-testid="calendar-form">
      <Title order={2}>{calendar ? t("calendar.editCalendar") : t("calendar.newCalendar")}</Title>
      <TextInput label={t("calendar.name")} required {...form.getInputProps("name")} />
      <div>
        <Text size="sm" fw={500} mb={4}>
          {t("calendar.color")}
        </Text>
        <Group gap={6}>
          {calendarColors.map((c) => (
            <UnstyledButton
              key={c}
              onClick={() => form.setFieldValue("color", c)}
              aria-label={`#${c}`}
              aria-pressed={c === color}
            >
              <ColorSwatch color={`#${c}`} size={28}>
                {c === color && <IconCheck size={16} color="white" />}
              </ColorSwatch>
            </UnstyledButton>
          ))}
        </Group>
      </div>
      {type === "personal" && (
        <MemberPicker
          label={t("calendar.shares")}
          value={
            shares ??
            (calendar?.memberships ?? []).map((m) => ({
              id: m.id,
              displayName: m.name,
              images: { medium: null, large: null, "40x40@2": null },
              is_external: false,
              path: `/members/${m.id}`,
            }))
          }
          onChange={(next) => form.setFieldValue("shares", next)}
        />
      )}
      <Group>
        <Button onClick={() => submit()} loading={save.isPending}>
          {t("common.save")}
        </Button>
        <Button variant="default" onClick={() => navigate("/calendars/manage")}>
          {t("common.cancel")}
        </Button>
      </Group>
    </Stack>
  );
}
