import type { FileDetail, FileReviewStatus } from "@intranet/contracts";
import { Alert, Anchor, Badge, Button, Group, Stack, Text } from "@mantine/core";
import { IconClockHour4, IconLockCheck, IconLockOpen } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useCurrentMember } from "../../../api/network";
import { openConfirm } from "../../../components/confirm";
import { notifySaved } from "../../../components/toasts";
import { useAppMutation } from "../../../lib/mutations";
import { refreshFiles } from "../api";
import { approvalPath, finalizeFile, unfinalizeFile } from "../approval-api";

/** The counts of a review status as badges, the zero ones left out. */
export function ReviewCounts({ status }: { status: FileReviewStatus }) {
  const { t } = useTranslation();
  const kinds = ["insertions", "deletions", "changes", "comments"] as const;
  return (
    <Group gap={4} wrap="wrap" data-testid="review-counts">
      {kinds
        .filter((kind) => status[kind] > 0)
        .map((kind) => (
          <Badge key={kind} variant="light" color={kind === "comments" ? "blue" : "orange"}>
            {t(`files.approval.${kind}`, { count: status[kind] })}
          </Badge>
        ))}
    </Group>
  );
}

/**
 * The file page's approval parts: the finalized badge and notice, the review status, the pending versions (the
 * author's own, or how many wait for a manager) and finalize / unfinalize for the folder's managers.
 */
export function FileApprovalPanel({ file }: { file: FileDetail }) {
  const { t } = useTranslation();
  const me = useCurrentMember();
  const queryClient = useQueryClient();
  const finalize = useAppMutation({
    mutationFn: () => (file.finalized_at ? unfinalizeFile(file.id) : finalizeFile(file.id)),
    onSuccess: async (answer) => {
      notifySaved(t(answer.finalized_at ? "files.approval.finalizedToast" : "files.approval.unfinalizedToast"));
      await refreshFiles(queryClient);
    },
  });
  const own = file.pending_versions.filter((p) => p.author?.id === me?.id);
  const waiting = file.can.finalize ? file.pending_versions.length : 0;
  return (
    <Stack gap="xs" data-testid="file-approval">
      {(file.finalized_at || file.review_status || file.can.finalize) && (
        <Group gap="sm" wrap="wrap" align="center">
          {file.finalized_at && (
            <Badge color="teal" leftSection={<IconLockCheck size={12} />} data-testid="file-finalized-badge">
              {t("files.approval.finalized")}
            </Badge>
          )}
          {file.review_status && (
            <Group gap={6} wrap="wrap" align="center">
              <Text size="sm" fw={500}>
                {t("files.approval.reviewStatus")}:
              </Text>
              <ReviewCounts status={file.review_status} />
            </Group>
          )}
          {file.can.finalize && (
            <Button
              size="xs"
              variant="default"
              leftSection={file.finalized_at ? <IconLockOpen size={14} /> : <IconLockCheck size={14} />}
              loading={finalize.isPending}
              data-testid="file-finalize"
              onClick={() =>
                file.finalized_at
                  ? finalize.mutate()
                  : openConfirm({
                      message: t("files.approval.finalizeConfirm", { name: file.name }),
                      confirmLabel: t("files.approval.finalize"),
                      onConfirm: () => finalize.mutate(),
                    })
              }
            >
              {t(file.finalized_at ? "files.approval.unfinalize" : "files.approval.finalize")}
            </Button>
          )}
        </Group>
      )}
      {file.finalized_at && (
        <Text size="sm" c="dimmed" data-testid="file-finalized">
          {t("files.approval.finalizedNotice")}
        </Text>
      )}
      {own.map((p) => (
        <Alert key={p.id} color="yellow" icon={<IconClockHour4 size={16} />} data-testid="file-pending-notice">
          {t("files.approval.pendingNotice", { name: p.original_filename })}
        </Alert>
      ))}
      {waiting > 0 && (
        <Alert color="yellow" icon={<IconClockHour4 size={16} />} data-testid="file-pending-managers">
          <Group gap="xs" wrap="wrap">
            <Text size="sm">{t("files.approval.pendingManagers", { count: waiting })}</Text>
            <Anchor component={Link} to={approvalPath(file.group_slug)} size="sm">
              {t("files.approval.openApproval")}
            </Anchor>
          </Group>
        </Alert>
      )}
    </Stack>
  );
}
