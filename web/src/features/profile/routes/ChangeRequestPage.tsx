import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { isApiError } from "../../../api/client";
import { useCurrentMember } from "../../../api/network";
import { fieldError } from "../../../components/field-errors";
import { PageLoader } from "../../../components/PageLoader";
import { notifyError, notifySaved, notifySaveFailed } from "../../../components/toasts";
import { changeRequestFieldsQuery, sendChangeRequest } from "../settings-api";

/** /change_requests/new and /members/{id}/change_requests/new: only the configured fields, only when enabled. */
export function ChangeRequestPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const me = useCurrentMember();
  const config = useQuery(changeRequestFieldsQuery);
  const [values, setValues] = useState<Record<string, string>>({});
  const send = useMutation({
    mutationFn: () =>
      sendChangeRequest(Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim() || null]))),
    onSuccess: () => {
      notifySaved(t("groups.changeRequest.sent"));
      navigate(me ? `/members/${me.id}` : "/");
    },
    // The typed values stay in the form; field messages show at the inputs.
    onError: (error) => (isApiError(error) && error.status === 422 ? notifySaveFailed() : notifyError(error)),
  });
  if (config.isPending) return <PageLoader />;
  if (!config.data?.enabled) return <Alert color="gray">{t("groups.changeRequest.disabled")}</Alert>;
  const label = (field: string) =>
    ["position", "department", "location", "phone", "about"].includes(field)
      ? t(`profile.${field as "position" | "department" | "location" | "phone" | "about"}`)
      : field;
  return (
    <Stack gap="md" maw={720}>
      <Title order={1} size="h2">
        {t("groups.changeRequest.title")}
      </Title>
      <Text c="dimmed" size="sm">
        {t("groups.changeRequest.hint")}
      </Text>
      <Paper withBorder p="lg" radius="md">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            send.mutate();
          }}
        >
          <Stack>
            {config.data.fields.map((field) => (
              <TextInput
                key={field}
                label={label(field)}
                value={values[field] ?? ""}
                onChange={(e) => {
                  const value = e.currentTarget.value;
                  setValues((v) => ({ ...v, [field]: value }));
                }}
                error={fieldError(send.error, field)}
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
                {t("groups.changeRequest.submit")}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
