import type { MemberSummary } from "@intranet/contracts";
import { Alert, Button, Group, MultiSelect, Paper, Stack, Textarea, Title } from "@mantine/core";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { isApiError } from "../../../api/client";
import { errorText, fieldError } from "../../../components/field-errors";
import { MemberPicker } from "../../../components/MemberPicker";
import { notifySaved } from "../../../components/toasts";
import { groupQuery, myGroupsQuery, sendInvites } from "../api";

/**
 * /invites/new (choose groups) and /groups/{slug}/membership_invites/new (that group):
 * internal invitations with members, groups and an additional message.
 */
export function NewInvitePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { slug } = useParams();
  const scoped = useQuery({ ...groupQuery(slug ?? ""), enabled: Boolean(slug) });
  const mine = useQuery(myGroupsQuery);
  const [members, setMembers] = useState<MemberSummary[]>([]);
  const [groupIds, setGroupIds] = useState<string[]>([]);
  const [message, setMessage] = useState("");
  const send = useMutation({
    mutationFn: () =>
      sendInvites(slug ?? null, {
        membership_invites: {
          membership_ids: members.map((m) => m.id),
          group_ids: groupIds,
          additional_message: message.trim(),
        },
      }),
    onSuccess: (res) => {
      notifySaved(t("groups.invites.sentToast", { count: res.invited }));
      navigate(slug ? `/groups/${slug}/invites/sent` : "/invites/sent");
    },
  });
  const groupOptions = (mine.data?.groups ?? []).map((g) => ({ value: g.id, label: g.name }));
  const ready = members.length > 0 && (slug ? true : groupIds.length > 0);
  const error = send.error;
  return (
    <Stack gap="md" maw={720}>
      <Title order={1} size="h2">
        {scoped.data ? `${t("groups.invites.newTitle")}: ${scoped.data.name}` : t("groups.invites.newTitle")}
      </Title>
      {error && isApiError(error) && !Object.keys(error.fieldErrors).length && (
        <Alert color="red" data-testid="invite-error">
          {errorText(error)}
        </Alert>
      )}
      <Paper withBorder p="lg" radius="md">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            send.mutate();
          }}
        >
          <Stack>
            <MemberPicker
              label={t("groups.invites.members")}
              value={members}
              onChange={setMembers}
              excludeGroupMembersOf={slug}
              required
              error={fieldError(error, "membership_ids")}
            />
            {!slug && (
              <MultiSelect
                label={t("groups.invites.groups")}
                data={groupOptions}
                value={groupIds}
                onChange={setGroupIds}
                searchable
                required
                error={fieldError(error, "group_ids")}
                data-testid="invite-groups"
              />
            )}
            <Textarea
              label={t("groups.invites.additionalMessage")}
              value={message}
              onChange={(e) => setMessage(e.currentTarget.value)}
              autosize
              minRows={3}
            />
            <Group justify="flex-end">
              <Button type="submit" disabled={!ready} loading={send.isPending} data-testid="invite-send">
                {t("groups.invites.send")}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
