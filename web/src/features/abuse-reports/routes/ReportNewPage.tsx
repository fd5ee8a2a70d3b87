import {
  ABUSE_REASON_MAX,
  ABUSE_SUBJECT_TYPES,
  type AbuseReportBody,
  type AbuseSubjectType,
  abuseReportBody,
} from "@intranet/contracts";
import { Alert, Button, Group, Paper, Stack, Text, Textarea, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconFlag } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { isApiError } from "../../../api/client";
import { useNetwork } from "../../../api/network";
import { EmptyState } from "../../../components/EmptyState";
import { errorText } from "../../../components/field-errors";
import { notifySaved } from "../../../components/toasts";
import { contractValidator } from "../../../lib/forms";
import { useAppMutation } from "../../../lib/mutations";
import { fileAbuseReport } from "../api";

const isSubjectType = (value: string | null): value is AbuseSubjectType =>
  ABUSE_SUBJECT_TYPES.includes(value as AbuseSubjectType);

/** /report/new?type=…&id=…: a member reports what they can read, with a reason. */
export function ReportNewPage() {
  const { t } = useTranslation();
  const network = useNetwork();
  const [params] = useSearchParams();
  const type = params.get("type");
  const id = params.get("id") ?? "";
  if (!network.config.abuse_reports.enabled || !network.current_member) {
    return <EmptyState title={t("errors.notFoundTitle")} />;
  }
  if (!isSubjectType(type) || !/^[0-9a-f]{24}$/.test(id)) {
    return <EmptyState title={t("abuse_reports.form.invalidLink")} />;
  }
  return <ReportForm type={type} id={id} />;
}

function ReportForm({ type, id }: { type: AbuseSubjectType; id: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<AbuseReportBody>({
    initialValues: { subject_type: type, subject_id: id, reason: "" },
    validate: contractValidator(abuseReportBody, (values: AbuseReportBody) => values),
  });
  const back = () => (window.history.length > 1 ? navigate(-1) : navigate("/"));
  const send = useAppMutation({
    mutationFn: fileAbuseReport,
    form,
    inline: true,
    onSuccess: () => {
      notifySaved(t("abuse_reports.form.thanks"));
      back();
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 409) setFailure(t("abuse_reports.form.already"));
      else if (isApiError(error) && error.status === 404) setFailure(t("abuse_reports.form.notFound"));
      else if (isApiError(error) && error.status === 429) setFailure(t("abuse_reports.form.tooMany"));
      else if (!isApiError(error) || error.status !== 422) setFailure(errorText(error));
    },
  });

  return (
    <Paper withBorder radius="md" p="lg" maw={640}>
      <form
        onSubmit={form.onSubmit((values) => {
          setFailure(null);
          send.mutate(values);
        })}
        noValidate
      >
        <Stack gap="md">
          <Title order={1} size="h2">
            {t("abuse_reports.form.title")}
          </Title>
          <Text data-testid="report-subject">{t(`abuse_reports.form.subject.${type}`)}</Text>
          <Text size="sm" c="dimmed">
            {t("abuse_reports.form.intro")}
          </Text>
          {failure && (
            <Alert color="red" role="alert" data-testid="report-error">
              {failure}
            </Alert>
          )}
          <Textarea
            label={t("abuse_reports.form.reason")}
            description={t("abuse_reports.form.reasonHint")}
            required
            autosize
            minRows={4}
            maxLength={ABUSE_REASON_MAX}
            data-testid="report-reason"
            {...form.getInputProps("reason")}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={back} data-testid="report-cancel">
              {t("abuse_reports.form.cancel")}
            </Button>
            <Button
              type="submit"
              loading={send.isPending}
              leftSection={<IconFlag size={16} />}
              data-testid="report-submit"
            >
              {t("abuse_reports.form.submit")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
