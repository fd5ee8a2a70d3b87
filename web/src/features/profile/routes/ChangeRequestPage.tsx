import { changeRequestBody } from "@intranet/contracts";
import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useCurrentMember } from "../../../api/network";
import { QueryState } from "../../../components/QueryState";
import { notifySaved } from "../../../components/toasts";
import { contractValidator } from "../../../lib/forms";
import { useAppMutation } from "../../../lib/mutations";
import { changeRequestFieldsQuery, sendChangeRequest } from "../settings-api";

/** Empty proposals are sent as null (clear the field). */
const proposed = (values: Record<string, string>) =>
  Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim() || null]));

/** /change_requests/new and /members/{id}/change_requests/new: only the configured fields, only when enabled. */
export function ChangeRequestPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const me = useCurrentMember();
  const config = useQuery(changeRequestFieldsQuery);
  const form = useForm<Record<string, string>>({
    initialValues: {},
    validate: contractValidator(changeRequestBody, (v: Record<string, string>) => ({ change_request: proposed(v) })),
  });
  const values = form.values;
  // The typed values stay in the form; field messages show at the inputs.
  const send = useAppMutation({
    mutationFn: (v: Record<string, string>) => sendChangeRequest(proposed(v)),
    onSuccess: () => {
      notifySaved(t("profile.changeRequest.sent"));
      navigate(me ? `/members/${me.id}` : "/");
    },
    form,
    saveFailed: true,
  });
  // A failed load of the fields counts as "change requests are off".
  if (config.isPending) return <QueryState query={config} />;
  if (!config.data?.enabled) return <Alert color="gray">{t("profile.changeRequest.disabled")}</Alert>;
  const label = (field: string) =>
    ["position", "department", "location", "phone", "about"].includes(field)
      ? t(`profile.${field as "position" | "department" | "location" | "phone" | "about"}`)
      : field;
  return (
    <Stack gap="md" maw={720}>
      <Title order={1} size="h2">
        {t("profile.changeRequest.title")}
      </Title>
      <Text c="dimmed" size="sm">
        {t("profile.changeRequest.hint")}
      </Text>
      <Paper withBorder p="lg" radius="md">
        <form onSubmit={form.onSubmit((v) => send.mutate(v))}>
          <Stack>
            {config.data.fields.map((field) => (
              <TextInput
                key={field}
                label={label(field)}
                value={values[field] ?? ""}
                onChange={(e) => form.setFieldValue(field, e.currentTarget.value)}
                error={form.errors[field]}
                data-testid={`change-request-${field}`}
              />
            ))}
            <Group justify="flex-end">
              <Button
                type="submit"
                loading={send.isPending}
                disabled={Object.keys(values).length === 0}
                data-testid="change-request-submit"
              >
                {t("profile.changeRequest.submit")}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
