import { type MemberSettings, memberSettingsBody } from "@intranet/contracts";
import { Button, Checkbox, Group, MultiSelect, Paper, Radio, Stack, Switch, Tabs, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { QueryState } from "../../../components/QueryState";
import { notifySaved } from "../../../components/toasts";
import { contractValidator } from "../../../lib/forms";
import { useAppMutation } from "../../../lib/mutations";
import { myGroupsQuery } from "../../groups";
import { PushDevices } from "../components/PushDevices";
import { type DigestChoice, dailyDigestsFor, digestChoiceOf } from "../digest-choice";
import { memberSettingsQuery, saveMemberSettings } from "../settings-api";

type SettingsValues = MemberSettings & { choice: DigestChoice; group_ids: string[] };
/** The settings that are one switch each. */
type Toggle = { [K in keyof MemberSettings]: MemberSettings[K] extends boolean ? K : never }[keyof MemberSettings];

function SettingsForm({ id, initial }: { id: string; initial: MemberSettings }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const groups = useQuery(myGroupsQuery);
  const toBody = ({ choice, group_ids, ...settings }: SettingsValues): MemberSettings => ({
    ...settings,
    email_daily_digests: dailyDigestsFor(choice, group_ids, settings.email_daily_digests.include_network_level),
  });
  const contractErrors = contractValidator(memberSettingsBody, (v: SettingsValues) => ({ settings: toBody(v) }));
  const form = useForm<SettingsValues>({
    initialValues: {
      ...initial,
      choice: digestChoiceOf(initial.email_daily_digests),
      group_ids: Array.isArray(initial.email_daily_digests.group_ids) ? initial.email_daily_digests.group_ids : [],
    },
    validate: (v) => ({
      ...contractErrors(v),
      // Selected groups with none picked would send no group's digest: the member is asked to pick one.
      ...(v.choice === "selected_groups" &&
        v.group_ids.length === 0 && { group_ids: t("profile.settings.selectGroupsRequired") }),
    }),
  });
  const values = form.values;
  const { choice, group_ids: groupIds } = values;
  const pristine = !form.isDirty();
  const save = useAppMutation({
    mutationFn: (v: SettingsValues) => saveMemberSettings(id, toBody(v)),
    onSuccess: async (saved) => {
      notifySaved();
      form.resetDirty();
      queryClient.setQueryData(memberSettingsQuery(id).queryKey, saved);
    },
    form,
    saveFailed: true,
  });
  const toggle = (key: Toggle) => form.getInputProps(key, { type: "checkbox" });
  return (
    <Paper withBorder p="lg" radius="md" maw={720}>
      <form onSubmit={form.onSubmit((v) => save.mutate(v))}>
        <Stack>
          <Switch label={t("profile.settings.digests")} {...toggle("email_digests")} />
          <Radio.Group
            label={t("profile.settings.dailyDigests")}
            value={choice}
            onChange={(v) => form.setFieldValue("choice", v as DigestChoice)}
          >
            <Group mt={6}>
              {(["disabled", "all", "selected_groups"] as const).map((c) => (
                <Radio key={c} value={c} label={t(`profile.settings.digestChoice.${c}`)} data-testid={`digest-${c}`} />
              ))}
            </Group>
          </Radio.Group>
          {choice === "selected_groups" && (
            <MultiSelect
              label={t("profile.settings.selectGroups")}
              data={(groups.data?.groups ?? []).map((g) => ({ value: g.id, label: g.name }))}
              value={groupIds}
              onChange={(ids) => form.setFieldValue("group_ids", ids)}
              error={form.errors.group_ids}
              searchable
              data-testid="digest-groups"
            />
          )}
          {choice !== "disabled" && (
            <Checkbox
              label={t("profile.settings.includeNetworkLevel")}
              {...form.getInputProps("email_daily_digests.include_network_level", { type: "checkbox" })}
            />
          )}
          <Switch label={t("profile.settings.subscriptions")} {...toggle("email_subscriptions")} />
          <Switch label={t("profile.settings.notifications")} {...toggle("email_notifications")} />
          <Switch label={t("profile.settings.adminNotifications")} {...toggle("email_admin_notifications")} />
          <Switch label={t("profile.settings.taskAssignments")} {...toggle("email_task_assignments")} />
          <Switch label={t("profile.settings.taskAnswers")} {...toggle("email_task_answers")} />
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending} disabled={pristine} data-testid="settings-save">
              {t("common.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** /members/{id}/settings/edit: membership notification settings. */
export function NotificationSettingsPage() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const query = useQuery(memberSettingsQuery(id));
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t("profile.settings.title")}
      </Title>
      <Tabs defaultValue="email" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="email">{t("profile.settings.emailTab")}</Tabs.Tab>
          <Tabs.Tab value="push">{t("profile.settings.pushTab")}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="email">
          <QueryState query={query}>{(data) => <SettingsForm id={id} initial={data} />}</QueryState>
        </Tabs.Panel>
        <Tabs.Panel value="push" maw={720}>
          <PushDevices />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
