import { type ApprovalFile, type PendingFileVersion, type ReviewedFile, shortenFileName } from "@intranet/contracts";
import { Anchor, Button, Card, Group, Stack, Tabs, Text, Title } from "@mantine/core";
import { IconCheck, IconEye, IconFileCheck, IconShieldLock, IconX } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { isApiError } from "../../../api/client";
import { useNetwork } from "../../../api/network";
import { openConfirm } from "../../../components/confirm";
import { EmptyState } from "../../../components/EmptyState";
import { Pagination } from "../../../components/Pagination";
import { QueryState } from "../../../components/QueryState";
import { notifySaved } from "../../../components/toasts";
import { formatDate } from "../../../lib/dates";
import { useAppMutation } from "../../../lib/mutations";
import { GroupContentLayout } from "../../groups";
import { filePath, folderQuery, refreshFiles } from "../api";
import { approvalQuery, approvePending, declinePending, reviewedQuery } from "../approval-api";
import { ReviewCounts } from "../components/FileApprovalPanel";
import { folderPathNames } from "../folder-names";

type Tab = "review" | "versions";

/** /files/approval: open review status and new versions waiting for approval in the network's files. */
export function ApprovalPage() {
  const network = useNetwork();
  return <Approval groupSlug={null} context={{ context_type: "network", context_id: network.id }} />;
}

/** /groups/{slug}/files/approval: the same for a group's files. */
export function GroupApprovalPage() {
  const { slug = "" } = useParams();
  return (
    <GroupContentLayout>
      {(group) => <Approval groupSlug={slug} context={{ context_type: "group", context_id: group.id }} />}
    </GroupContentLayout>
  );
}

type Context = { context_type: "group" | "network"; context_id: string };

/**
 * The initial tab (communication §4): new versions when no reviewed file exists but pending versions do, else the
 * review status.
 */
export const initialApprovalTab = (reviewedTotal: number, pendingCount: number): Tab =>
  reviewedTotal === 0 && pendingCount > 0 ? "versions" : "review";

function Approval({ groupSlug, context }: { groupSlug: string | null; context: Context }) {
  const { t } = useTranslation();
  const root = useQuery(folderQuery({ groupSlug }, { limit: 1 }));
  return (
    <Stack gap="md" maw={1000} data-testid="files-approval">
      <Title order={2}>{t("files.approval.title")}</Title>
      <QueryState query={root} notFound={<EmptyState title={t("files.notFound")} />}>
        {(folder) => <ApprovalTabs rootId={folder.id} groupSlug={groupSlug} context={context} />}
      </QueryState>
    </Stack>
  );
}

function ApprovalTabs({ rootId, groupSlug, context }: { rootId: string; groupSlug: string | null; context: Context }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<Tab | null>(null);
  const reviewed = useQuery(reviewedQuery({ ...context, query: "reviewed", page }));
  const pending = useQuery(approvalQuery(rootId));
  const forbidden = isApiError(pending.error) && pending.error.status === 403;
  const pendingCount = pending.data?.files.reduce((n, f) => n + f.pending_versions.length, 0) ?? 0;
  const settled = (reviewed.isSuccess || reviewed.isError) && (pending.isSuccess || pending.isError);
  if (!settled) return reviewed.isPending ? <QueryState query={reviewed} /> : <QueryState query={pending} />;
  const tab = chosen ?? initialApprovalTab(reviewed.data?.total ?? 0, pendingCount);
  return (
    <Tabs value={tab} onChange={(value) => setChosen(value as Tab)} keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="review" data-testid="approval-tab-review">
          {t("files.approval.tabs.review")}
          {reviewed.data ? ` (${reviewed.data.total})` : ""}
        </Tabs.Tab>
        <Tabs.Tab value="versions" data-testid="approval-tab-versions">
          {t("files.approval.tabs.versions")}
          {pending.data ? ` (${pendingCount})` : ""}
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="review" pt="md">
        <QueryState
          query={reviewed}
          isEmpty={(data) => data.files.length === 0}
          empty={<EmptyState title={t("files.approval.emptyReview")} icon={<IconFileCheck />} />}
        >
          {(data) => (
            <Stack gap="sm">
              {data.files.map((file) => (
                <ReviewedRow key={file.id} file={file} groupSlug={groupSlug} />
              ))}
              <Pagination page={page} totalPages={data.totalPages} onChange={setPage} />
            </Stack>
          )}
        </QueryState>
      </Tabs.Panel>
      <Tabs.Panel value="versions" pt="md">
        {forbidden ? (
          <EmptyState title={t("files.approval.forbidden")} icon={<IconShieldLock />} />
        ) : (
          <QueryState
            query={pending}
            isEmpty={(data) => data.files.length === 0}
            empty={<EmptyState title={t("files.approval.emptyVersions")} icon={<IconFileCheck />} />}
          >
            {(data) => (
              <Stack gap="sm">
                {data.files.map((file) => (
                  <PendingFile key={file.id} file={file} groupSlug={groupSlug} />
                ))}
              </Stack>
            )}
          </QueryState>
        )}
      </Tabs.Panel>
    </Tabs>
  );
}

/** The file's folder path, its root under the translated name (the approval lists are of one root). */
function folderLine(t: TFunction, file: { folder_path: { name: string }[] }, groupSlug: string | null) {
  return folderPathNames(t, file.folder_path, groupSlug).join(" / ");
}

function ReviewedRow({ file, groupSlug }: { file: ReviewedFile; groupSlug: string | null }) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="sm" data-testid="reviewed-file">
      <Stack gap={4}>
        <Anchor component={Link} to={filePath(file, groupSlug)} fw={600} style={{ overflowWrap: "anywhere" }}>
          {shortenFileName(file.name)}
        </Anchor>
        <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
          {folderLine(t, file, groupSlug)} · {formatDate(file.updated_at)}
        </Text>
        {file.review_status && <ReviewCounts status={file.review_status} />}
      </Stack>
    </Card>
  );
}

function PendingFile({ file, groupSlug }: { file: ApprovalFile; groupSlug: string | null }) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="sm" data-testid="pending-file">
      <Stack gap="xs">
        <div>
          <Anchor component={Link} to={filePath(file, groupSlug)} fw={600} style={{ overflowWrap: "anywhere" }}>
            {shortenFileName(file.name)}
          </Anchor>
          <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
            {folderLine(t, file, groupSlug)} · {t("files.filePage.version", { major: file.version.major })}
          </Text>
        </div>
        {file.pending_versions.map((version) => (
          <PendingRow key={version.id} file={file} version={version} />
        ))}
      </Stack>
    </Card>
  );
}

function PendingRow({ file, version }: { file: ApprovalFile; version: PendingFileVersion }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const done = (message: string) => async () => {
    notifySaved(message);
    await refreshFiles(queryClient);
  };
  const approve = useAppMutation({
    mutationFn: () => approvePending(file.id, version.id),
    onSuccess: done(t("files.approval.approved")),
  });
  const decline = useAppMutation({
    mutationFn: () => declinePending(file.id, version.id),
    onSuccess: done(t("files.approval.declined")),
  });
  const name = shortenFileName(version.original_filename);
  return (
    <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs" data-testid="pending-version">
      <Stack gap={0} style={{ minWidth: 0, flex: "1 1 220px" }}>
        <Text size="sm" fw={500} style={{ overflowWrap: "anywhere" }}>
          {name}
        </Text>
        <Text size="xs" c="dimmed">
          {[version.author_name, formatDate(version.created_at)].filter(Boolean).join(" · ")}
        </Text>
        {version.description && (
          <Text size="xs" style={{ whiteSpace: "pre-line" }}>
            {version.description}
          </Text>
        )}
      </Stack>
      <Group gap="xs" wrap="wrap">
        <Button
          component="a"
          href={version.url}
          target="_blank"
          rel="noopener"
          size="xs"
          variant="default"
          leftSection={<IconEye size={14} />}
          data-testid="pending-view"
        >
          {t("files.approval.view")}
        </Button>
        <Button
          size="xs"
          leftSection={<IconCheck size={14} />}
          loading={approve.isPending}
          disabled={decline.isPending}
          data-testid="pending-approve"
          onClick={() =>
            openConfirm({
              message: t("files.approval.approveConfirm", { name, file: shortenFileName(file.name) }),
              confirmLabel: t("files.approval.approve"),
              onConfirm: () => approve.mutate(),
            })
          }
        >
          {t("files.approval.approve")}
        </Button>
        <Button
          size="xs"
          color="red"
          variant="light"
          leftSection={<IconX size={14} />}
          loading={decline.isPending}
          disabled={approve.isPending}
          data-testid="pending-decline"
          onClick={() =>
            openConfirm({
              message: t("files.approval.declineConfirm", { name }),
              confirmLabel: t("files.approval.decline"),
              danger: true,
              onConfirm: () => decline.mutate(),
            })
          }
        >
          {t("files.approval.decline")}
        </Button>
      </Group>
    </Group>
  );
}
