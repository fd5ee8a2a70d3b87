import type { MemberSettings } from "@intranet/contracts";
import { Button, Checkbox, Group, MultiSelect, Paper, Radio, Stack, Switch, Title } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { ErrorBox } from "../../../components/ErrorBoundary";
import { PageLoader } from "../../../components/PageLoader";
import { notifySaved, notifySaveFailed } from "../../../components/toasts";
import { myGroupsQuery } from "../../groups";
import { type DigestChoice, dailyDigestsFor, digestChoiceOf } from "../digest-choice";
import { memberSettingsQuery, saveMemberSettings } from "../settings-api";

function SettingsForm({ id, initial }: { id: string; initial: MemberSettings }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const groups = useQuery(myGroupsQuery);
  const [values, setValues] = useState(initial);
  const [choice, setChoice] = useState<DigestChoice>(digestChoiceOf(initial.email_daily_digests));
  const [groupIds, setGroupIds] = useState<string[]>(
    Array.isArray(initial.email_daily_digests.group_ids) ? initial.email_daily_digests.group_ids : [],
  );
  const [pristine, setPristine] = useState(true);
  const touch = () => setPristine(false);
  const save = useMutation({
    mutationFn: () =>
      saveMemberSettings(id, {
        ...values,
        email_daily_digests: dailyDigestsFor(choice, groupIds, values.email_daily_digests.include_network_level),
      }),
    onSuccess: async (saved) => {
      notifySaved();
      setPristine(true);
      queryClient.setQueryData(memberSettingsQuery(id).queryKey, saved);
    },
    onError: () => notifySaveFailed(),
  });
  const toggle =
    (key: "email_digests" | "email_subscriptions" | "email_notifications" | "email_admin_notifications") =>
    (e: React.ChangeEvent<HTMLInputElement>) => {
      const checked = e.currentTarget.checked;
      touch();
      setValues((v) => ({ ...v, [key]: checked }));
    };
  return (
    <Paper withBorder p="lg" radius="md" maw={720}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate();
        }}
      >
        <Stack>
          <Switch
            label={t("groups.settings.digests")}
            checked={values.email_digests}
            onChange={toggle("email_digests")}
          />
          <Radio.Group
            label={t("groups.settings.dailyDigests")}
            value={choice}
            onChange={(v) => {
              touch();
              setChoice(v as DigestChoice);
            }}
          >
            <Group mt={6}>
              {(["disabled", "all", "selected_groups"] as const).map((c) => (
                <Radio key={c} value={c} label={t(`groups.settings.digestChoice.${c}`)} data-testid={`digest-${c}`} />
              ))}
            </Group>
          </Radio.Group>
          {choice === "selected_groups" && (
            <MultiSelect
              label={t("groups.settings.selectGroups")}
              data={(groups.data?.groups ?? []).map((g) => ({ value: g.id, label: g.name }))}
              value={groupIds}
              onChange={(ids) => {
                touch();
                setGroupIds(ids);
              }}
              searchable
              data-testid="digest-groups"
            />
          )}
          {choice !== "disabled" && (
            <Checkbox
              label={t("groups.settings.includeNetworkLevel")}
              checked={values.email_daily_digests.include_network_level}
              onChange={(e) => {
                const checked = e.currentTarget.checked;
                touch();
                setValues((v) => ({
                  ...v,
                  email_daily_digests: { ...v.email_daily_digests, include_network_level: checked },
                }));
              }}
            />
          )}
          <Switch
            label={t("groups.settings.subscriptions")}
            checked={values.email_subscriptions}
            onChange={toggle("email_subscriptions")}
          />
          <Switch
            label={t("groups.settings.notifications")}
            checked={values.email_notifications}
            onChange={toggle("email_notifications")}
          />
          <Switch
            label={t("groups.settings.adminNotifications")}
            checked={values.email_admin_notifications}
            onChange={toggle("email_admin_notifications")}
          />
          <Group justify="flex-end">
            <Button
              type="submit"
              loading={save.isPending}
              disabled={pristine || (choice === "selected_groups" && groupIds.length === 0)}
              data-testid="settings-save"
            >
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
        {t("groups.settings.title")}
      </Title>
      {query.isPending ? (
        <PageLoader />
      ) : query.isError ? (
        <ErrorBox onRetry={() => void query.refetch()} />
      ) : (
        <SettingsForm id={id} initial={query.data} />
      )}
    </Stack>
  );
}
