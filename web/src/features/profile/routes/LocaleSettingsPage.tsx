import { type Language, type Member, memberUpdateBody, timeZoneOptions } from "@intranet/contracts";
import { Button, Group, Paper, Select, Stack, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { QueryState } from "../../../components/QueryState";
import { notifySaved } from "../../../components/toasts";
import { changeLanguage, LANGUAGES } from "../../../i18n";
import { contractValidator } from "../../../lib/forms";
import { useAppMutation } from "../../../lib/mutations";
import { memberQuery, updateMember } from "../api";

// The list both sides share; a zone saved earlier that the list leaves out (e.g. UTC) stays selectable.
const timeZones = (current: string): string[] => {
  const offered = timeZoneOptions();
  return offered.includes(current) ? offered : [current, ...offered];
};

interface LocaleValues {
  language: Language;
  time_zone: string;
}

function LocaleForm({ member }: { member: Member }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const toBody = (v: LocaleValues) => ({ member: v });
  const form = useForm<LocaleValues>({
    initialValues: { language: member.language, time_zone: member.time_zone },
    validate: contractValidator(memberUpdateBody, toBody),
  });
  const save = useAppMutation({
    mutationFn: (values: LocaleValues) => updateMember(member.id, toBody(values)),
    onSuccess: async (saved) => {
      queryClient.setQueryData(memberQuery(member.id).queryKey, saved);
      await queryClient.invalidateQueries({ queryKey: ["network"] });
      await changeLanguage(saved.language);
      // Said in the language just chosen, as the page around it now is.
      notifySaved();
    },
    form,
    saveFailed: true,
  });
  const { language, time_zone: timeZone } = form.values;
  const pristine = language === member.language && timeZone === member.time_zone;
  return (
    <Paper withBorder p="lg" radius="md" maw={560}>
      <form onSubmit={form.onSubmit((values) => save.mutate(values))}>
        <Stack>
          <Select
            label={t("profile.locale.language")}
            data={LANGUAGES.map((code) => ({ value: code, label: t(`language.${code}`) }))}
            value={language}
            onChange={(v) => v && form.setFieldValue("language", v as Language)}
            allowDeselect={false}
            data-testid="locale-language"
          />
          <Select
            label={t("profile.locale.timeZone")}
            data={timeZones(member.time_zone)}
            value={timeZone}
            onChange={(v) => v && form.setFieldValue("time_zone", v)}
            searchable
            allowDeselect={false}
            error={form.errors.time_zone}
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
        {t("profile.locale.title")}
      </Title>
      <QueryState query={query}>{(member) => <LocaleForm member={member} />}</QueryState>
    </Stack>
  );
}
