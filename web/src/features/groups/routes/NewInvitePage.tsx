import { type MemberSummary, type MembershipInvitesBody, membershipInvitesBody } from "@intranet/contracts";
import { Alert, Button, Group, MultiSelect, Paper, Stack, Textarea, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { isApiError } from "../../../api/client";
import { errorText } from "../../../components/field-errors";
import { MemberPicker } from "../../../components/MemberPicker";
import { notifySaved } from "../../../components/toasts";
import { contractValidator, formErrorTarget } from "../../../lib/forms";
import { useAppMutation } from "../../../lib/mutations";
import { groupQuery, myGroupsQuery, sendInvites } from "../api";

/**
 * /invites/new (choose groups) and /groups/{slug}/membership_invites/new (that group):
 * internal invitations with members, groups and an additional message. Embedded in the invite screen of the
 * network or a category, it offers that scope's groups (`offered`) and sends through the scope's call.
 */
interface InviteValues {
  members: MemberSummary[];
  group_ids: string[];
  additional_message: string;
}

const toBody = (v: InviteValues): MembershipInvitesBody => ({
  membership_invites: {
    membership_ids: v.members.map((m) => m.id),
    group_ids: v.group_ids,
    additional_message: v.additional_message.trim(),
  },
});

export function NewInvitePage({
  embedded = false,
  categoryId,
  offered,
}: {
  embedded?: boolean;
  categoryId?: string;
  offered?: { id: string; name: string }[];
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { slug } = useParams();
  const scoped = useQuery({ ...groupQuery(slug ?? ""), enabled: Boolean(slug) });
  const mine = useQuery({ ...myGroupsQuery, enabled: !offered });
  const target = slug ? { slug } : categoryId ? { categoryId } : null;
  const form = useForm<InviteValues>({
    initialValues: { members: [], group_ids: [], additional_message: "" },
    validate: contractValidator(membershipInvitesBody, toBody, (path) =>
      path === "membership_ids" ? "members" : path,
    ),
  });
  const send = useAppMutation({
    mutationFn: (values: InviteValues) => sendInvites(target, toBody(values)),
    onSuccess: (res) => {
      notifySaved(t("groups.invites.sentToast", { count: res.invited }));
      navigate(slug ? `/groups/${slug}/invites/sent` : "/invites/sent");
    },
    form: formErrorTarget(form, (path) => (path === "membership_ids" ? "members" : path)),
    // The page shows failures that name no field above the form (§ invites).
    inline: true,
  });
  const { members, group_ids: groupIds } = form.values;
  const groupOptions = (offered ?? mine.data?.groups ?? []).map((g) => ({ value: g.id, label: g.name }));
  const ready = members.length > 0 && (slug ? true : groupIds.length > 0);
  const error = send.error;
  return (
    <Stack gap="md" maw={720}>
      {!embedded && (
        <Title order={1} size="h2">
          {scoped.data ? `${t("groups.invites.newTitle")}: ${scoped.data.name}` : t("groups.invites.newTitle")}
        </Title>
      )}
      {error && isApiError(error) && !Object.keys(error.fieldErrors).length && (
        <Alert color="red" data-testid="invite-error">
          {errorText(error)}
        </Alert>
      )}
      <Paper withBorder={!embedded} p={embedded ? 0 : "lg"} radius="md">
        <form onSubmit={form.onSubmit((values) => send.mutate(values))}>
          <Stack>
            <MemberPicker
              label={t("groups.invites.members")}
              value={members}
              onChange={(next) => form.setFieldValue("members", next)}
              excludeGroupMembersOf={slug}
              required
              error={form.errors.members as string | undefined}
            />
            {!slug && (
              <MultiSelect
                label={t("groups.invites.groups")}
                data={groupOptions}
                {...form.getInputProps("group_ids")}
                searchable
                required
                data-testid="invite-groups"
              />
            )}
            <Textarea
              label={t("groups.invites.additionalMessage")}
              {...form.getInputProps("additional_message")}
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
