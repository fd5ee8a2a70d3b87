import type { MemberSummary } from "@intranet/contracts";
import { Anchor, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconUserOff } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { EmptyState } from "../../../components/EmptyState";
import { MemberAvatar } from "../../../components/MemberAvatar";
import { MemberPicker } from "../../../components/MemberPicker";
import { QueryState } from "../../../components/QueryState";
import { useAppMutation } from "../../../lib/mutations";
import { ignoredMembersQuery, setIgnored } from "../settings-api";

/** /members/{id}/ignored: whom the member ignores (they cannot send direct messages). */
export function IgnoredMembersPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const query = useQuery(ignoredMembersQuery);
  const [picked, setPicked] = useState<MemberSummary[]>([]);
  const change = useAppMutation({
    mutationFn: ({ id, ignored }: { id: string; ignored: boolean }) => setIgnored(id, ignored),
    onSuccess: async () => {
      setPicked([]);
      await queryClient.invalidateQueries({ queryKey: ["ignored-members"] });
    },
  });
  return (
    <Stack gap="md" maw={720}>
      <Title order={1} size="h2">
        {t("profile.ignored.title")}
      </Title>
      <Text c="dimmed" size="sm">
        {t("profile.ignored.hint")}
      </Text>
      <Group align="flex-end">
        <div style={{ flex: 1 }}>
          <MemberPicker
            label={t("profile.ignored.add")}
            value={picked}
            onChange={setPicked}
            maxValues={1}
            excludeIds={(query.data?.members ?? []).map((m) => m.id)}
          />
        </div>
        <Button
          disabled={picked.length === 0}
          loading={change.isPending}
          onClick={() => picked[0] && change.mutate({ id: picked[0].id, ignored: true })}
          data-testid="ignored-add"
        >
          {t("profile.ignored.add")}
        </Button>
      </Group>
      <QueryState
        query={query}
        isEmpty={(data) => data.members.length === 0}
        empty={<EmptyState title={t("profile.ignored.empty")} icon={<IconUserOff />} />}
      >
        {(data) =>
          data.members.map((m) => (
            <Paper key={m.id} withBorder p="sm" radius="md" data-testid="ignored-member">
              <Group justify="space-between">
                <Group gap="sm">
                  <MemberAvatar member={m} />
                  <Anchor component={Link} to={m.path}>
                    {m.displayName}
                  </Anchor>
                </Group>
                <Button size="xs" variant="default" onClick={() => change.mutate({ id: m.id, ignored: false })}>
                  {t("profile.ignored.unignore")}
                </Button>
              </Group>
            </Paper>
          ))
        }
      </QueryState>
    </Stack>
  );
}
