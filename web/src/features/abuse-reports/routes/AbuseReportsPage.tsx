import { ABUSE_NOTE_MAX, ABUSE_REPORT_STATES, type AbuseReport, type AbuseReportState } from "@intranet/contracts";
import { Anchor, Badge, Button, Group, Modal, Paper, Stack, Table, Tabs, Text, Textarea, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconFlag } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { EmptyState } from "../../../components/EmptyState";
import { Pagination } from "../../../components/Pagination";
import { QueryState } from "../../../components/QueryState";
import { notifySaved } from "../../../components/toasts";
import { formatInstant } from "../../../lib/dates";
import { useAppMutation } from "../../../lib/mutations";
import { AdminOnly } from "../../administration";
import { abuseReportsQuery, decideAbuseReport, refreshAbuseReports } from "../api";

type Decision = "resolve" | "dismiss";
const isState = (value: string | null): value is AbuseReportState =>
  ABUSE_REPORT_STATES.includes(value as AbuseReportState);

/** /administration/abuse_reports: the reports of one state, newest first, for network administrators. */
export function AbuseReportsPage() {
  return (
    <AdminOnly>
      <ReportList />
    </AdminOnly>
  );
}

function ReportList() {
  const { t } = useTranslation();
  const narrow = useMediaQuery("(max-width: 48em)");
  const [params, setParams] = useSearchParams();
  const stateParam = params.get("state");
  const state: AbuseReportState = isState(stateParam) ? stateParam : "open";
  const page = Math.max(1, Number(params.get("page")) || 1);
  const list = useQuery(abuseReportsQuery(state, page));
  const [deciding, setDeciding] = useState<{ report: AbuseReport; decision: Decision } | null>(null);
  const go = (next: { state?: AbuseReportState; page?: number }) => {
    const s = next.state ?? state;
    const p = next.page ?? 1;
    setParams({ ...(s !== "open" ? { state: s } : {}), ...(p > 1 ? { page: String(p) } : {}) });
  };
  const decide = (report: AbuseReport, decision: Decision) => setDeciding({ report, decision });

  return (
    <Stack gap="md" maw={1100} data-testid="abuse-reports">
      <div>
        <Title order={1} size="h2">
          {t("abuse_reports.admin.title")}
        </Title>
        <Text c="dimmed">{t("abuse_reports.admin.intro")}</Text>
      </div>
      <Tabs value={state} onChange={(value) => isState(value) && go({ state: value })}>
        <Tabs.List>
          {ABUSE_REPORT_STATES.map((s) => (
            <Tabs.Tab key={s} value={s} data-testid={`abuse-tab-${s}`}>
              {t(`abuse_reports.admin.states.${s}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <QueryState
        query={list}
        errorMessage={t("abuse_reports.admin.loadError")}
        isEmpty={(data) => data.reports.length === 0}
        empty={
          <EmptyState
            title={t("abuse_reports.admin.emptyTitle")}
            description={t("abuse_reports.admin.emptyText")}
            icon={<IconFlag />}
          />
        }
      >
        {(data) => (
          <Stack gap="xs">
            <Text size="sm" c="dimmed" data-testid="abuse-count">
              {t("abuse_reports.admin.count", { count: data.meta.total_count })}
            </Text>
            {narrow ? (
              <Stack gap="xs" data-testid="abuse-list">
                {data.reports.map((r) => (
                  <Paper key={r.id} withBorder p="sm" radius="md" data-testid="abuse-report">
                    <Stack gap={6}>
                      <Subject report={r} />
                      <Text size="sm" style={{ overflowWrap: "anywhere", whiteSpace: "pre-wrap" }}>
                        {r.reason}
                      </Text>
                      <Text size="xs" c="dimmed">
                        <Reporter report={r} /> · {formatInstant(r.created_at)}
                      </Text>
                      <Outcome report={r} onDecide={decide} />
                    </Stack>
                  </Paper>
                ))}
              </Stack>
            ) : (
              <Table.ScrollContainer minWidth={800}>
                <Table verticalSpacing="sm" data-testid="abuse-table">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t("abuse_reports.admin.subject")}</Table.Th>
                      <Table.Th>{t("abuse_reports.admin.reason")}</Table.Th>
                      <Table.Th>{t("abuse_reports.admin.reporter")}</Table.Th>
                      <Table.Th>{t("abuse_reports.admin.createdAt")}</Table.Th>
                      <Table.Th>
                        {state === "open" ? t("abuse_reports.admin.actions") : t("abuse_reports.admin.state")}
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.reports.map((r) => (
                      <Table.Tr key={r.id} data-testid="abuse-report">
                        <Table.Td maw={320}>
                          <Subject report={r} />
                        </Table.Td>
                        <Table.Td maw={320}>
                          <Text size="sm" style={{ overflowWrap: "anywhere", whiteSpace: "pre-wrap" }}>
                            {r.reason}
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm">
                            <Reporter report={r} />
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm">{formatInstant(r.created_at)}</Text>
                        </Table.Td>
                        <Table.Td>
                          <Outcome report={r} onDecide={decide} />
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
            <Pagination page={page} totalPages={data.meta.total_pages} onChange={(target) => go({ page: target })} />
          </Stack>
        )}
      </QueryState>
      <DecisionModal deciding={deciding} onClose={() => setDeciding(null)} />
    </Stack>
  );
}

function Subject({ report }: { report: AbuseReport }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2}>
      <Badge variant="light" size="sm" w="fit-content">
        {t(`abuse_reports.admin.subjectTypes.${report.subject_type}`)}
      </Badge>
      {report.excerpt === null ? (
        <Text size="sm" c="dimmed" fs="italic" data-testid="abuse-excerpt">
          {t("abuse_reports.admin.deleted")}
        </Text>
      ) : (
        <Text size="sm" style={{ overflowWrap: "anywhere" }} data-testid="abuse-excerpt">
          {report.excerpt}
        </Text>
      )}
      {report.excerpt !== null && report.path && (
        <Anchor component={Link} to={report.path} size="sm" data-testid="abuse-subject-link">
          {t("abuse_reports.admin.open")}
        </Anchor>
      )}
    </Stack>
  );
}

function Reporter({ report }: { report: AbuseReport }) {
  const { t } = useTranslation();
  return <>{report.reporter?.name || t("abuse_reports.admin.formerMember")}</>;
}

function Outcome({ report, onDecide }: { report: AbuseReport; onDecide: (r: AbuseReport, d: Decision) => void }) {
  const { t } = useTranslation();
  if (report.state === "open") {
    return (
      <Group gap="xs" wrap="nowrap">
        <Button size="xs" onClick={() => onDecide(report, "resolve")} data-testid="abuse-resolve">
          {t("abuse_reports.admin.resolve")}
        </Button>
        <Button size="xs" variant="default" onClick={() => onDecide(report, "dismiss")} data-testid="abuse-dismiss">
          {t("abuse_reports.admin.dismiss")}
        </Button>
      </Group>
    );
  }
  return (
    <Stack gap={2}>
      <Text size="sm" data-testid="abuse-outcome">
        {t("abuse_reports.admin.handled", {
          state: t(`abuse_reports.admin.states.${report.state}`),
          name: report.handled_by?.name || t("abuse_reports.admin.formerMember"),
          date: report.handled_at ? formatInstant(report.handled_at) : "",
        })}
      </Text>
      {report.note && (
        <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere", whiteSpace: "pre-wrap" }}>
          {report.note}
        </Text>
      )}
    </Stack>
  );
}

/** Resolve or dismiss, with an optional note for the other administrators. */
function DecisionModal({
  deciding,
  onClose,
}: {
  deciding: { report: AbuseReport; decision: Decision } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [note, setNote] = useState("");
  const close = () => {
    setNote("");
    onClose();
  };
  const save = useAppMutation({
    mutationFn: (d: { id: string; decision: Decision; note: string }) => decideAbuseReport(d.id, d.decision, d.note),
    onSuccess: (_data, d) => {
      notifySaved(t(d.decision === "resolve" ? "abuse_reports.admin.resolved" : "abuse_reports.admin.dismissed"));
      void refreshAbuseReports(queryClient);
      close();
    },
    onError: () => void refreshAbuseReports(queryClient),
  });
  const title =
    deciding?.decision === "dismiss"
      ? t("abuse_reports.admin.confirmDismiss")
      : t("abuse_reports.admin.confirmResolve");
  return (
    <Modal opened={deciding !== null} onClose={close} title={title} data-testid="abuse-decision">
      {deciding && (
        <Stack gap="md">
          <Text size="sm" style={{ overflowWrap: "anywhere" }}>
            {deciding.report.reason}
          </Text>
          <Textarea
            label={t("abuse_reports.admin.note")}
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
            maxLength={ABUSE_NOTE_MAX}
            autosize
            minRows={2}
            data-testid="abuse-note"
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t("abuse_reports.form.cancel")}
            </Button>
            <Button
              color={deciding.decision === "dismiss" ? "gray" : undefined}
              loading={save.isPending}
              onClick={() => save.mutate({ id: deciding.report.id, decision: deciding.decision, note })}
              data-testid="abuse-confirm"
            >
              {deciding.decision === "dismiss" ? t("abuse_reports.admin.dismiss") : t("abuse_reports.admin.resolve")}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
