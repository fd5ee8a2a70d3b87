import { type Language, type Member, timeZoneOptions } from "@intranet/contracts";
import { Button, Group, Paper, Select, Stack, Title } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { ErrorBox } from "../../../components/ErrorBoundary";
import { fieldError } from "../../../components/field-errors";
import { PageLoader } from "../../../components/PageLoader";
import { notifySaved, notifySaveFailed } from "../../../components/toasts";
import { changeLanguage, LANGUAGES } from "../../../i18n";
import { memberQuery, updateMember } from "../api";

// The list both sides share; a zone saved earlier that the list leaves out (e.g. UTC) stays selectable.
const timeZones = (current: string): string[] => {
  const offered = timeZoneOptions();
  return offered.includes(current) ? offered : [current, ...offered];
};

function LocaleForm({ member }: { member: Member }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [language, setLanguage] = useState<Language>(member.language);
  const [timeZone, setTimeZone] = useState(member.time_zone);
  const save = useMutation({
    mutationFn: () => updateMember(member.id, { member: { language, time_zone: timeZone } }),
    onSuccess: async (saved) => {
      notifySaved();
      queryClient.setQueryData(memberQuery(member.id).queryKey, saved);
      await queryClient.invalidateQueries({ queryKey: ["network"] });
      await changeLanguage(saved.language);
    },
    onError: () => notifySaveFailed(),
  });
  const pristine = language === member.language && timeZone === member.time_zone;
  return (
    <Paper withBorder p="lg" radius="md" maw={560}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate();
        }}
      >
        <Stack>
          <Select
            label={t("groups.locale.language")}
            data={LANGUAGES.map((code) => ({ value: code, label: t(`language.${code}`) }))}
            value={language}
            onChange={(v) => v && setLanguage(v as Language)}
            allowDeselect={false}
            data-testid="locale-language"
          />
          <Select
            label={t("groups.locale.timeZone")}
            data={timeZones(member.time_zone)}
            value={timeZone}
            onChange={(v) => v && setTimeZone(v)}
            searchable
            allowDeselect={false}
            error={fieldError(save.error, "time_zone")}
            data-testid="locale-time-zone"
          />
          <Group justify="flex-end">
            <Button type="submit" disabled={pristine} loading={save.isPending} data-testid="locale-save">
              {t("common.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** /members/{id}/locale_settings: language and time zone (saved with PUT /members/{id}). */
export function LocaleSettingsPage() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const query = useQuery(memberQuery(id));
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t("groups.locale.title")}
      </Title>
      {query.isPending ? (
        <PageLoader />
      ) : query.isError ? (
        <ErrorBox onRetry={() => void query.refetch()} />
      ) : (
        <LocaleForm member={query.data} />
      )}
    </Stack>
  );
}
