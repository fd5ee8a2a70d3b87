import { type ContactPayload, contactPayload } from "@intranet/contracts";
import { Button, Checkbox, Group, Select, Stack, Text, Textarea, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { appointmentQuery } from "../../../api/appointments";
import { QueryState } from "../../../components/QueryState";
import { notifySaved } from "../../../components/toasts";
import { contractValidator } from "../../../lib/forms";
import { useAppMutation } from "../../../lib/mutations";
import { contactAttendees, participationConfigQuery } from "../api";
import { attachmentsTooLarge } from "../logic";

/** /appointments/{id}/contact (§2, §5): audience, subject, text, include attachments. */
export function ContactPage() {
  const { id = "" } = useParams();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const appointment = useQuery(appointmentQuery(id));
  const config = useQuery(participationConfigQuery);
  const form = useForm<Required<ContactPayload>>({
    initialValues: { audience: "all", subject: "", text: "", include_attachments: false },
    validate: contractValidator(contactPayload, (values: Required<ContactPayload>) => values),
  });
  const send = useAppMutation({
    mutationFn: (body: Required<ContactPayload>) => contactAttendees(id, body),
    onSuccess: () => {
      notifySaved(t("participation.sent"));
      navigate(`/appointments/${id}`);
    },
    form,
  });

  if (!appointment.isSuccess) return <QueryState query={appointment} />;
  // Without the configuration the default attachment limit applies.
  if (config.isPending) return <QueryState query={config} />;
  const a = appointment.data;
  const limit = config.data?.email_attachment_size_limit_mb ?? 10;
  const bytes = a.event_files.reduce((n, f) => n + f.size, 0);
  const tooLarge = attachmentsTooLarge(bytes, limit);

  const submit = form.onSubmit((values) =>
    send.mutate({ ...values, include_attachments: values.include_attachments && !tooLarge }),
  );
  const values = form.values;

  return (
    <Stack gap="md" maw={720} data-testid="contact-page">
      <Title order={2}>{t("participation.contactTitle", { name: a.name })}</Title>
      <Select
        label={t("participation.audience")}
        value={values.audience}
        onChange={(v) => form.setFieldValue("audience", (v ?? "all") as typeof values.audience)}
        data={(["all", "accepted", "declined", "open"] as const).map((v) => ({
          value: v,
          label: t(`participation.audiences.${v}`),
        }))}
        allowDeselect={false}
      />
      <TextInput
        label={t("participation.subject")}
        required
        {...form.getInputProps("subject")}
        data-testid="contact-subject"
      />
      <Textarea
        label={t("participation.text")}
        required
        autosize
        minRows={6}
        {...form.getInputProps("text")}
        data-testid="contact-text"
      />
      {a.event_files.length > 0 && (
        <Stack gap={2}>
          <Checkbox
            label={t("participation.includeAttachments")}
            checked={values.include_attachments && !tooLarge}
            disabled={tooLarge}
            onChange={(e) => form.setFieldValue("include_attachments", e.currentTarget.checked)}
          />
          <Text size="xs" c="dimmed">
            {t("participation.attachmentLimit", { limit })}
          </Text>
        </Stack>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={() => navigate(`/appointments/${id}`)}>
          {t("common.cancel")}
        </Button>
        <Button onClick={() => submit()} loading={send.isPending} data-testid="contact-send">
          {t("participation.send")}
        </Button>
      </Group>
    </Stack>
  );
}
