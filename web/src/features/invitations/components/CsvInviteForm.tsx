import {
  type ExternalInviteSettings,
  externalInviteCsvFields,
  type InviteCsvEncodings,
  inviteCsvEncodings,
} from "@intranet/contracts";
import { Button, FileInput, Group, Progress, Select, Stack, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { notifySaved } from "../../../components/toasts";
import { contractValidator, formErrorTarget } from "../../../lib/forms";
import { useAppMutation } from "../../../lib/mutations";
import { batchQuery, type InviteScope, refreshInvites, sendExternalInvites } from "../api";
import { CommonFields, type CommonInviteValues, commonDefaults } from "./CommonFields";
import { InviteErrors } from "./InviteErrors";

interface CsvValues extends CommonInviteValues {
  csv: File | null;
  character_encoding: InviteCsvEncodings;
}

/** The fields as the server reads them; the file is checked by the form itself. */
const toFields = ({ csv: _csv, ...fields }: CsvValues) => fields;

function toFormData(values: CsvValues): FormData {
  const data = new FormData();
  const { group_ids, ...fields } = toFields(values);
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  for (const id of group_ids) data.append("group_ids[]", id);
  if (values.csv) data.append("csv", values.csv, values.csv.name);
  return data;
}

/** How far the job mailing a list has come. */
function BatchProgress({ id }: { id: string }) {
  const { t } = useTranslation();
  const batch = useQuery(batchQuery(id));
  if (!batch.data) return null;
  const { sent, total } = batch.data;
  return (
    <Stack gap={4} data-testid="invite-progress">
      <Text size="sm">{t("invitations.progress", { sent, total })}</Text>
      <Progress value={total ? (sent / total) * 100 : 100} aria-label={t("invitations.progress", { sent, total })} />
    </Stack>
  );
}

/** The CSV tab: a .csv list (ISO-8859-1 by default, or UTF-8), sent whole or not at all. */
export function CsvInviteForm({ scope, settings }: { scope: InviteScope; settings: ExternalInviteSettings }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [batchId, setBatchId] = useState<string | null>(null);
  const form = useForm<CsvValues>({
    initialValues: { csv: null, character_encoding: "ISO-8859-1", ...commonDefaults(settings) },
    validate: (values) => ({
      ...contractValidator(externalInviteCsvFields, toFields)(values),
      ...(values.csv ? {} : { csv: t("fieldErrors.required") }),
    }),
  });
  const send = useAppMutation({
    mutationFn: (values: CsvValues) => sendExternalInvites(scope, toFormData(values)),
    onSuccess: async (res) => {
      notifySaved(t("invitations.sentToast", { count: res.invited }));
      setBatchId(res.batch_id);
      form.setFieldValue("csv", null);
      await refreshInvites(queryClient);
    },
    form: formErrorTarget(form),
    inline: true,
  });
  return (
    <form onSubmit={form.onSubmit((values) => send.mutate(values))} noValidate>
      <Stack gap="sm">
        <InviteErrors error={send.error} />
        {batchId && <BatchProgress id={batchId} />}
        <FileInput
          label={t("invitations.csvFile")}
          description={t("invitations.csvHint")}
          accept=".csv,text/csv"
          required
          clearable
          {...form.getInputProps("csv")}
          data-testid="invite-csv-file"
        />
        <Select
          label={t("invitations.encoding")}
          data={[...inviteCsvEncodings]}
          allowDeselect={false}
          {...form.getInputProps("character_encoding")}
          data-testid="invite-csv-encoding"
        />
        <CommonFields form={form} settings={settings} />
        <Group justify="flex-end">
          <Button type="submit" loading={send.isPending} data-testid="invite-csv-send">
            {t("invitations.sendList")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
