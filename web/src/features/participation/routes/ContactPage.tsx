import type { ContactPayload } from "@intranet/contracts";
import { Button, Checkbox, Group, Select, Stack, Text, Textarea, TextInput, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { appointmentQuery } from "../../../api/appointments";
import { isApiError } from "../../../api/client";
import { fieldError } from "../../../components/field-errors";
import { PageLoader } from "../../../components/PageLoader";
import { QueryState } from "../../../components/QueryState";
import { notifyError, notifySaved } from "../../../components/toasts";
import { contactAttendees, participationConfigQuery } from "../api";
import { attachmentsTooLarge } from "../logic";

/** /appointments/{id}/contact (§2, §5): audience, subject, text, include attachments. */
export function ContactPage() {
  const { id = "" } = useParams();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const appointment = useQuery(appointmentQuery(id));
  const config = useQuery(participationConfigQuery);
  const [form, setForm] = useState<Required<ContactPayload>>({
    audience: "all",
    subject: "",
    text: "",
    include_attachments: false,
  });
  const [error, setError] = useState<unknown>(null);
  const [sending, setSending] = useState(false);

  if (!appointment.isSuccess) return <QueryState query={appointment} />;
  if (config.isPending) return <PageLoader />;
  const a = appointment.data;
  const limit = config.data?.email_attachment_size_limit_mb ?? 10;
  const bytes = a.event_files.reduce((n, f) => n + f.size, 0);
  const tooLarge = attachmentsTooLarge(bytes, limit);

  const submit = async () => {
    const missing: Record<string, string[]> = {};
    if (!form.subject.trim()) missing.subject = ["can't be blank"];
    if (!form.text.trim()) missing.text = ["can't be blank"];
    if (Object.keys(missing).length) {
      setError({ errors: missing });
      return;
    }
    setSending(true);
    try {
      await contactAttendees(id, { ...form, include_attachments: form.include_attachments && !tooLarge });
      notifySaved(t("participation.sent"));
      navigate(`/appointments/${id}`);
    } catch (e) {
      setError(e);
      if (!(isApiError(e) && e.status === 422)) notifyError();
    } finally {
      setSending(false);
    }
  };
  const err = (field: string) => {
    if (error && typeof error === "object" && "errors" in error && !(error instanceof Error)) {
      const list = (error as { errors: Record<string, string[]> }).errors[field];
      return list?.[0];
    }
    return fieldError(error, field);
  };

  return (
    <Stack gap="md" maw={720} data-testid="contact-page">
      <Title order={2}>{t("participation.contactTitle", { name: a.name })}</Title>
      <Select
        label={t("participation.audience")}
        value={form.audience}
        onChange={(v) => setForm({ ...form, audience: (v ?? "all") as typeof form.audience })}
        data={(["all", "accepted", "declined", "open"] as const).map((v) => ({
          value: v,
          label: t(`participation.audiences.${v}`),
        }))}
        allowDeselect={false}
      />
      <TextInput
        label={t("participation.subject")}
        required
        value={form.subject}
        onChange={(e) => setForm({ ...form, subject: e.currentTarget.value })}
        error={err("subject")}
        data-testid="contact-subject"
      />
      <Textarea
        label={t("participation.text")}
        required
        autosize
        minRows={6}
        value={form.text}
        onChange={(e) => setForm({ ...form, text: e.currentTarget.value })}
        error={err("text")}
        data-testid="contact-text"
      />
      {a.event_files.length > 0 && (
        <Stack gap={2}>
          <Checkbox
            label={t("participation.includeAttachments")}
            checked={form.include_attachments && !tooLarge}
            disabled={tooLarge}
            onChange={(e) => setForm({ ...form, include_attachments: e.currentTarget.checked })}
          />
          <Text size="xs" c="dimmed">
            {t("participation.attachmentLimit", { limit })}
          </Text>
        </Stack>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={() => navigate(`/appointments/${id}`)}>
          {t("calendar.cancel")}
        </Button>
        <Button onClick={submit} loading={sending} data-testid="contact-send">
          {t("participation.send")}
        </Button>
      </Group>
    </Stack>
  );
}
