import { type ImprintSettings, imprintUpdateBody } from "@intranet/contracts";
import { Alert, Button, Group, Paper, Stack, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconInfoCircle } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { QueryState } from "../../../components/QueryState";
import { RichTextField } from "../../../components/RichTextField";
import { notifySaved } from "../../../components/toasts";
import { contractValidator, formErrorTarget } from "../../../lib/forms";
import { useAppMutation } from "../../../lib/mutations";
import { imprintQuery, publicImprintQuery, saveImprint } from "../api";
import { AdminOnly } from "../components/AdminOnly";

/** /administration/imprint/edit: the web imprint (/imprint) and the mail imprint (every mail's footer). */
export function ImprintEditPage() {
  const query = useQuery(imprintQuery);
  return (
    <AdminOnly>
      <QueryState query={query}>{(imprint) => <ImprintForm imprint={imprint} />}</QueryState>
    </AdminOnly>
  );
}

type FormValues = { content: string; mail_imprint: string };
const toBody = (v: FormValues) => ({
  imprint: { imprint_attributes: { content: v.content }, mail_imprint: v.mail_imprint },
});

function ImprintForm({ imprint }: { imprint: ImprintSettings }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [changed, setChanged] = useState(false);
  const form = useForm<FormValues>({
    initialValues: { content: imprint.imprint_attributes.content, mail_imprint: imprint.mail_imprint },
    validate: contractValidator(imprintUpdateBody, toBody, (path) =>
      path.startsWith("imprint_attributes") ? "content" : path,
    ),
  });
  const save = useAppMutation({
    mutationFn: (v: FormValues) => saveImprint(toBody(v)),
    onSuccess: async (saved) => {
      notifySaved(t("administration.imprint.saved"));
      setChanged(false);
      queryClient.setQueryData(imprintQuery.queryKey, saved);
      await queryClient.invalidateQueries({ queryKey: publicImprintQuery.queryKey });
    },
    form: formErrorTarget(form),
    saveFailed: t("administration.imprint.saveFailed"),
  });
  const field = (key: keyof FormValues) => (html: string) => {
    setChanged(true);
    form.setFieldValue(key, html);
  };
  return (
    <Paper withBorder radius="md" p="md" maw={860}>
      <form onSubmit={form.onSubmit((v) => save.mutate(v))} noValidate data-testid="imprint-form">
        <Stack gap="md">
          <Title order={1} size="h2">
            {t("administration.imprint.title")}
          </Title>
          <RichTextField
            label={t("administration.imprint.web")}
            initial={imprint.imprint_attributes.content}
            onChange={field("content")}
            error={form.errors.content}
            testId="imprint-web-editor"
            minHeight={220}
          />
          <RichTextField
            label={t("administration.imprint.mail")}
            initial={imprint.mail_imprint}
            onChange={field("mail_imprint")}
            error={form.errors.mail_imprint}
            testId="imprint-mail-editor"
            minHeight={140}
            document={false}
          />
          {imprint.show_newsletter_info && (
            <Alert color="blue" icon={<IconInfoCircle />} data-testid="imprint-newsletter-info">
              {t("administration.imprint.newsletterInfo")}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button
              type="submit"
              disabled={!changed || save.isPending}
              loading={save.isPending}
              data-testid="imprint-save"
            >
              {t("administration.imprint.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
