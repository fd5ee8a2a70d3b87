import { type Calendar, calendarColors, type MemberSummary } from "@intranet/contracts";
import { Button, ColorSwatch, Group, Stack, Text, TextInput, Title, UnstyledButton } from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams, useSearchParams } from "react-router";
import { isApiError } from "../../../api/client";
import { MemberPicker } from "../../../components/MemberPicker";
import { QueryState } from "../../../components/QueryState";
import { notifySaved, notifySaveFailed } from "../../../components/toasts";
import { calendarQuery, createCalendar, refreshCalendars, updateCalendar } from "../api";

/** /calendars/new?type&parent_id and /calendars/{id}/edit. */
export function CalendarFormPage() {
  const { id } = useParams();
  const existing = useQuery({ ...calendarQuery(id ?? ""), enabled: Boolean(id) });
  if (id && !existing.isSuccess) return <QueryState query={existing} />;
  return <CalendarForm calendar={id ? existing.data : undefined} />;
}

function CalendarForm({ calendar }: { calendar?: Calendar }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const type = calendar?.type ?? (params.get("type") as Calendar["type"] | null) ?? "personal";
  const parentId = params.get("parent_id");
  const [name, setName] = useState(calendar?.name ?? "");
  // A new calendar gets a random colour from the palette.
  const [color, setColor] = useState<string>(
    () => calendar?.color ?? calendarColors[Math.floor(Math.random() * calendarColors.length)] ?? calendarColors[0],
  );
  const [shares, setShares] = useState<MemberSummary[]>([]);
  const [sharesTouched, setSharesTouched] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    if (!name.trim()) {
      setError(t("fieldErrors.required"));
      return;
    }
    const membershipIds = sharesTouched ? shares.map((m) => m.id) : (calendar?.memberships.map((m) => m.id) ?? []);
    const body = {
      calendar: {
        name,
        color,
        type: type === "shared" ? undefined : type,
        membership_ids: type === "personal" ? membershipIds : [],
      },
      parent_id: parentId ?? undefined,
    };
    setSaving(true);
    try {
      if (calendar) await updateCalendar(calendar.id, body);
      else await createCalendar(body);
      await refreshCalendars(queryClient);
      notifySaved();
      navigate("/calendars/manage");
    } catch (e) {
      if (isApiError(e) && e.fieldError("name")) setError(e.fieldError("name"));
      notifySaveFailed();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="md" maw={560} data-testid="calendar-form">
      <Title order={2}>{calendar ? t("calendar.editCalendar") : t("calendar.newCalendar")}</Title>
      <TextInput
        label={t("calendar.name")}
        required
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
        error={error}
      />
      <div>
        <Text size="sm" fw={500} mb={4}>
          {t("calendar.color")}
        </Text>
        <Group gap={6}>
          {calendarColors.map((c) => (
            <UnstyledButton key={c} onClick={() => setColor(c)} aria-label={`#${c}`} aria-pressed={c === color}>
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
            sharesTouched
              ? shares
              : (calendar?.memberships ?? []).map((m) => ({
                  id: m.id,
                  displayName: m.name,
                  images: { medium: null, large: null, "40x40@2": null },
                  is_external: false,
                  path: `/members/${m.id}`,
                }))
          }
          onChange={(next) => {
            setShares(next);
            setSharesTouched(true);
          }}
        />
      )}
      <Group>
        <Button onClick={submit} loading={saving}>
          {t("common.save")}
        </Button>
        <Button variant="default" onClick={() => navigate("/calendars/manage")}>
          {t("common.cancel")}
        </Button>
      </Group>
    </Stack>
  );
}
