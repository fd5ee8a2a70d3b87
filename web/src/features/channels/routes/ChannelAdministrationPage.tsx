import type { MemberSummary } from "@intranet/contracts";
import { Paper, Stack, Text, Title } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { useNetwork } from "../../../api/network";
import { AdministratorsEditor } from "../../../components/AdministratorsEditor";
import { QueryState } from "../../../components/QueryState";
import { notifySaved } from "../../../components/toasts";
import { useAppMutation } from "../../../lib/mutations";
import { addChannelAdmin, channelAdminsQuery, refreshChannels, removeChannelAdmin } from "../api";
import { BackToChannel } from "../components/BackToChannel";
import { ChannelUpdateGate } from "../components/ChannelUpdateGate";

/**
 * /channels/{slug}/administration (administration.md §2): the channel's administrators, who hold its update
 * permission besides the network's administrators; they add members and remove one another, the last one stays.
 * Linked from the channel page's administration menu; its other readers see the refusal, others not found.
 */
export function ChannelAdministrationPage() {
  const { slug = "" } = useParams();
  return <ChannelUpdateGate slug={slug}>{() => <ChannelAdmins slug={slug} />}</ChannelUpdateGate>;
}

function ChannelAdmins({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const network = useNetwork();
  const queryClient = useQueryClient();
  const query = useQuery(channelAdminsQuery(slug));
  const add = useAppMutation({
    mutationFn: async (members: MemberSummary[]) => {
      for (const m of members) await addChannelAdmin(slug, m.id);
      return members;
    },
    onSuccess: async (members) => {
      notifySaved(t("channels.admins.added", { names: members.map((m) => m.displayName).join(", ") }));
      await refreshChannels(queryClient);
    },
  });
  const remove = useAppMutation({
    mutationFn: async (m: MemberSummary) => {
      await removeChannelAdmin(slug, m.id);
      return m;
    },
    fallback: t("channels.admins.lastAdmin"),
    onSuccess: async (m) => {
      notifySaved(t("channels.admins.removed", { name: m.displayName }));
      // Who removed themselves (and is no network administrator) may no longer administrate the channel.
      if (m.id === network.current_member?.id && !network.can.administrate) navigate(`/channels/${slug}`);
      await refreshChannels(queryClient);
    },
  });
  return (
    <QueryState query={query}>
      {({ channel, admins }) => (
        <Paper withBorder radius="md" p="md" maw={720}>
          <Stack gap="md">
            <BackToChannel channel={channel} testId="channel-admins-back" />
            <Title order={1} size="h2" data-testid="channel-admins-title">
              {t("channels.admins.title", { channel: channel.title })}
            </Title>
            <Text c="dimmed" size="sm">
              {t("channels.admins.intro")}
            </Text>
            <AdministratorsEditor
              admins={admins}
              onAppoint={add.mutateAsync}
              appointing={add.isPending}
              onDismiss={(m) => remove.mutate(m)}
              dismissing={remove.isPending ? (remove.variables?.id ?? null) : null}
              texts={{
                pick: t("channels.admins.pick"),
                appoint: t("channels.admins.add"),
                empty: t("channels.admins.empty"),
                dismiss: (name) => t("channels.admins.remove", { name }),
              }}
              testId="channel-admin"
            />
          </Stack>
        </Paper>
      )}
    </QueryState>
  );
}
