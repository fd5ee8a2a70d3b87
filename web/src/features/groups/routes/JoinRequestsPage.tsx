import { type JoinRequest, rejectJoinRequestBody } from "@intranet/contracts";
import { Anchor, Button, Group, Modal, Paper, Stack, Text, Textarea, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconUserCheck } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { EmptyState } from "../../../components/EmptyState";
import { MemberAvatar } from "../../../components/MemberAvatar";
import { QueryState } from "../../../components/QueryState";
import { notifySaved } from "../../../components/toasts";
import { formatInstant } from "../../../lib/dates";
import { contractValidator } from "../../../lib/forms";
import { useAppMutation } from "../../../lib/mutations";
import { approveJoinRequest, joinRequestsQuery, refreshGroups, rejectJoinRequest } from "../api";
import { GroupLayout } from "../components/GroupLayout";

function RejectModal({ slug, request, onClose }: { slug: string; request: JoinRequest | null; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm({
    initialValues: { rejection_message: "" },
    validate: contractValidator(rejectJoinRequestBody, (v: { rejection_message: string }) => v),
  });
  const reject = useAppMutation({
    mutationFn: (message: string) => rejectJoinRequest(slug, request?.id ?? "", message.trim()),
    form,
    onSuccess: async () => {
      notifySaved(t("groups.joinRequests.rejected", { name: request?.member.displayName }));
      form.reset();
      onClose();
      await refreshGroups(queryClient);
    },
  });
  return (
    <Modal
      opened={request !== null}
      onClose={onClose}
      title={t("groups.joinRequests.rejectTitle", { name: request?.member.displayName })}
    >
      <form onSubmit={form.onSubmit((v) => reject.mutate(v.rejection_message))}>
        <Stack>
          <Textarea
            label={t("groups.joinRequests.rejectionMessage")}
            {...form.getInputProps("rejection_message")}
            autosize
            minRows={3}
            data-testid="reject-message"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" color="red" loading={reject.isPending} data-testid="reject-submit">
              {t("groups.joinRequests.reject")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function Requests({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const query = useQuery(joinRequestsQuery(slug));
  const [rejecting, setRejecting] = useState<JoinRequest | null>(null);
  const approve = useAppMutation({
    mutationFn: (r: JoinRequest) => approveJoinRequest(slug, r.id),
    onSuccess: async (_res, r) => {
      notifySaved(t("groups.joinRequests.approved", { name: r.member.displayName }));
      await refreshGroups(queryClient);
    },
  });
  if (!query.isSuccess) return <QueryState query={query} />;
  const requests = query.data.join_requests;
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t("groups.joinRequests.title")}
      </Title>
      {requests.length === 0 && <EmptyState title={t("groups.joinRequests.empty")} icon={<IconUserCheck />} />}
      {requests.map((r) => (
        <Paper key={r.id} withBorder p="sm" radius="md" data-testid="join-request">
          <Group justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap">
              <MemberAvatar
                member={{
                  displayName: r.member.displayName,
                  images: { ...r.member.images, large: null, "40x40@2": null },
                }}
              />
              <div>
                <Anchor component={Link} to={r.member.path} fw={600}>
                  {r.member.displayName}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {formatInstant(r.created_at)}
                </Text>
              </div>
            </Group>
            <Group gap="xs">
              <Button
                size="xs"
                onClick={() => approve.mutate(r)}
                loading={approve.isPending && approve.variables?.id === r.id}
                data-testid="join-request-approve"
              >
                {t("groups.joinRequests.approve")}
              </Button>
              <Button
                size="xs"
                color="red"
                variant="light"
                onClick={() => setRejecting(r)}
                data-testid="join-request-reject"
              >
                {t("groups.joinRequests.reject")}
              </Button>
            </Group>
          </Group>
        </Paper>
      ))}
      <RejectModal slug={slug} request={rejecting} onClose={() => setRejecting(null)} />
    </Stack>
  );
}

/** /groups/{slug}/administration/join_requests: approve, or reject with a message. */
export function JoinRequestsPage() {
  const { t } = useTranslation();
  return (
    <GroupLayout>
      {(group) =>
        group.can.administrate ? <Requests slug={group.slug} /> : <EmptyState title={t("errors.notFoundTitle")} />
      }
    </GroupLayout>
  );
}
