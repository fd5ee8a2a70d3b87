import type { MemberSummary } from "@intranet/contracts";
import { Button, Checkbox, Group, MultiSelect, Paper, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { MemberPicker } from "../../../components/MemberPicker";
import { notifyError, notifySaved } from "../../../components/toasts";
import { useAppMutation } from "../../../lib/mutations";
import { AdminOnly } from "../../administration";
import { assignSubscriptions, directoryChannelsQuery } from "../api";

function AssignForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const channels = useQuery(directoryChannelsQuery({ q: "", letter: "", only_subscribed: false, page: 1 }));
  const [slugs, setSlugs] = useState<string[]>([]);
  const [members, setMembers] = useState<MemberSummary[]>([]);
  const [all, setAll] = useState(false);
  useEffect(() => {
    if (channels.isError) notifyError(t("channels.assign.loadError"));
  }, [channels.isError, t]);
  const send = useAppMutation({
    mutationFn: () =>
      assignSubscriptions({
        channels: slugs,
        members: all ? null : members.map((m) => ({ id: m.id, type: "member" as const })),
        subscribe_all_network_members: all,
      }),
    onSuccess: ({ subscribed }) => {
      notifySaved(t("channels.assign.success", { count: subscribed }));
      navigate("/administration");
    },
  });
  const ready = slugs.length > 0 && (all || members.length > 0);
  return (
    <Paper withBorder radius="md" p="lg" maw={720}>
      <Stack gap="md">
        <Title order={1} size="h2">
          {t("channels.assign.title")}
        </Title>
        <Text size="sm" c="dimmed">
          {t("channels.assign.intro")}
        </Text>
        <MultiSelect
          label={t("channels.assign.channels")}
          required
          searchable
          data={(channels.data?.entries ?? []).map((c) => ({ value: c.slug, label: c.title }))}
          value={slugs}
          onChange={setSlugs}
          data-testid="assign-channels"
        />
        <Checkbox
          label={t("channels.assign.all")}
          checked={all}
          onChange={(e) => setAll(e.currentTarget.checked)}
          data-testid="assign-all"
        />
        {!all && <MemberPicker label={t("channels.assign.members")} value={members} onChange={setMembers} required />}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => navigate("/administration")} data-testid="assign-cancel">
            {t("channels.assign.cancel")}
          </Button>
          <Button onClick={() => send.mutate()} disabled={!ready} loading={send.isPending} data-testid="assign-submit">
            {t("channels.assign.submit")}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** /administration/channel_settings/assign_channel_subscriptions (administration.md §3, §5). */
export function AssignSubscriptionsPage() {
  return (
    <AdminOnly>
      <AssignForm />
    </AdminOnly>
  );
}
