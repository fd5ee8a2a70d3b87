import { Alert, Button, Container, Paper, Stack, Text, Title } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { useAppMutation } from "../../../lib/mutations";
import { unsubscribe, unsubscribeInfoQuery } from "../api";

/** /mailings/unsubscribe/{token}: the mail's unsubscribe link, for anyone holding it (no sign-in). */
export function UnsubscribePage() {
  const { t } = useTranslation();
  const token = useParams().token ?? "";
  const queryClient = useQueryClient();
  const info = useQuery(unsubscribeInfoQuery(token));
  const confirm = useAppMutation({
    mutationFn: () => unsubscribe(token),
    onSuccess: (done) => queryClient.setQueryData(unsubscribeInfoQuery(token).queryKey, done),
  });
  return (
    <Container size="xs" py="xl">
      <Paper withBorder radius="md" p="lg">
        <Stack gap="md">
          <Title order={1} size="h2">
            {t("mailings.unsubscribe.title")}
          </Title>
          {info.isError && (
            <Alert color="red" data-testid="unsubscribe-invalid">
              {t("mailings.unsubscribe.invalid")}
            </Alert>
          )}
          {info.data?.unsubscribed && (
            <Alert color="green" data-testid="unsubscribe-done">
              {t("mailings.unsubscribe.done", { email: info.data.email })}
            </Alert>
          )}
          {info.data && !info.data.unsubscribed && (
            <>
              <Text>{t("mailings.unsubscribe.confirm", { email: info.data.email })}</Text>
              <Button onClick={() => confirm.mutate()} loading={confirm.isPending} data-testid="unsubscribe-confirm">
                {t("mailings.unsubscribe.button")}
              </Button>
            </>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
