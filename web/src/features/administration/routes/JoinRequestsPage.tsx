import type { NetworkJoinRequest } from "@intranet/contracts";
import { Badge, Button, Group, Modal, Paper, Stack, Text, Textarea, Title } from "@mantine/core";
import { IconUserPlus } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "../../../components/EmptyState";
import { QueryState } from "../../../components/QueryState";
import { notifySaved } from "../../../components/toasts";
import { formatInstant } from "../../../lib/dates";
import { useAppMutation } from "../../../lib/mutations";
import { acceptJoinRequest, declineJoinRequest, joinRequestsQuery } from "../api";
import { AdminOnly } from "../components/AdminOnly";

// The profile feature's value list, loaded with the page's first application that has values, through the profile's
// index imported then (a static import would close a circle: profile → activities → widget bars → administration).
const ProfilePropertyValues = lazy(async () => (await import("../../profile")).loadProfilePropertyValues());

const STATUS_COLOR = { pending: "yellow", accepted: "green", declined: "gray" } as const;

/** One application: who, when, what they told about themselves, and the decision (or its buttons). */
function JoinRequestCard({ request, onDecline }: { request: NetworkJoinRequest; onDecline: () => void }) {
  const { t } = useTranslation();
  const hasProperties = Object.keys(request.profile_properties).length > 0;
  const queryClient = useQueryClient();
  const name = `${request.first_name} ${request.last_name}`;
  const accept = useAppMutation({
    mutationFn: () => acceptJoinRequest(request.id),
    onSuccess: async () => {
      notifySaved(t("administration.joinRequests.accepted", { name }));
      await queryClient.invalidateQueries({ queryKey: joinRequestsQuery.queryKey });
    },
  });
  const profile = Object.values(request.profile).filter(Boolean).join(" · ");
  return (
    <Paper withBorder p="md" radius="md" data-testid="join-request">
      <Stack gap={4}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600}>{name}</Text>
          <Badge color={STATUS_COLOR[request.status]} variant="light" data-testid="join-request-status">
            {t(`administration.joinRequests.status.${request.status}`)}
          </Badge>
        </Group>
        <Text size="sm" style={{ overflowWrap: "anywhere" }}>
          {request.email}
          {request.external ? ` · ${t("administration.joinRequests.external")}` : ""}
        </Text>
        {profile && (
          <Text size="sm" c="dimmed">
            {profile}
          </Text>
        )}
        {hasProperties && (
          <Stack component="dl" gap={4} my={0} data-testid="join-request-properties">
            <Suspense fallback={null}>
              <ProfilePropertyValues value={request.profile_properties} />
            </Suspense>
          </Stack>
        )}
        <Text size="sm" c="dimmed">
          {t("administration.joinRequests.applied", { date: formatInstant(request.created_at) })}
        </Text>
        {request.status === "pending" && (
          <Group gap="xs" mt="xs">
            <Button
              size="xs"
              onClick={() => accept.mutate()}
              loading={accept.isPending}
              data-testid="join-request-accept"
            >
              {t("administration.joinRequests.accept")}
            </Button>
            <Button size="xs" color="red" variant="light" onClick={onDecline} data-testid="join-request-decline">
              {t("administration.joinRequests.decline")}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/** The decline dialog: an optional message to the applicant (administration §3 "Join request: rejection_message"). */
function DeclineDialog({ request, onClose }: { request: NetworkJoinRequest | null; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [message, setMessage] = useState("");
  const decline = useAppMutation({
    mutationFn: (id: string) => declineJoinRequest(id, message.trim() || null),
    onSuccess: async () => {
      notifySaved(t("administration.joinRequests.declined"));
      setMessage("");
      onClose();
      await queryClient.invalidateQueries({ queryKey: joinRequestsQuery.queryKey });
    },
  });
  return (
    <Modal opened={request !== null} onClose={onClose} title={t("administration.joinRequests.declineTitle")}>
      <Stack>
        <Textarea
          label={t("administration.joinRequests.message")}
          autosize
          minRows={3}
          value={message}
          onChange={(e) => setMessage(e.currentTarget.value)}
          data-testid="join-request-message"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("administration.joinRequests.cancel")}
          </Button>
          <Button
            color="red"
            loading={decline.isPending}
            onClick={() => request && decline.mutate(request.id)}
            data-testid="join-request-decline-confirm"
          >
            {t("administration.joinRequests.decline")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** /administration/join_requests: the applications to join a moderated network, open ones first. */
export function JoinRequestsPage() {
  const { t } = useTranslation();
  const query = useQuery(joinRequestsQuery);
  const [declining, setDeclining] = useState<NetworkJoinRequest | null>(null);
  return (
    <AdminOnly>
      <Stack gap="md" maw={760}>
        <Title order={1} size="h2">
          {t("administration.shell.join_requests")}
        </Title>
        <Text>{t("administration.joinRequests.intro")}</Text>
        <QueryState
          query={query}
          isEmpty={(data) => data.join_requests.length === 0}
          empty={<EmptyState title={t("administration.joinRequests.empty")} icon={<IconUserPlus />} />}
        >
          {(data) => (
            <Stack gap="sm" data-testid="join-requests">
              {data.join_requests.map((request) => (
                <JoinRequestCard key={request.id} request={request} onDecline={() => setDeclining(request)} />
              ))}
            </Stack>
          )}
        </QueryState>
        <DeclineDialog request={declining} onClose={() => setDeclining(null)} />
      </Stack>
    </AdminOnly>
  );
}
