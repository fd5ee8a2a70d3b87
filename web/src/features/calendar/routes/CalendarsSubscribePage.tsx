import { buildPath, calendarFeedsApi } from "@intranet/contracts";
import { Alert, Button, Paper, Stack, Text, Title } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { CopyField } from "../../../components/CopyField";
import { QueryState } from "../../../components/QueryState";
import { FEED_TOKEN_KEY } from "../../../lib/feed-token";
import { useAppMutation } from "../../../lib/mutations";
import { calendarsQuery, feedTokenQuery, resetFeedToken } from "../api";

/** /calendars/subscribe: webcal links with copy buttons; the token is stored hashed, so it is shown once. */
export function CalendarsSubscribePage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const status = useQuery(feedTokenQuery);
  const calendars = useQuery(calendarsQuery).data ?? [];
  const [token, setToken] = useState<string | null>(() => window.sessionStorage.getItem(FEED_TOKEN_KEY));

  const resetMutation = useAppMutation({
    mutationFn: resetFeedToken,
    onSuccess: async (created) => {
      window.sessionStorage.setItem(FEED_TOKEN_KEY, created.token);
      setToken(created.token);
      await queryClient.invalidateQueries({ queryKey: feedTokenQuery.queryKey });
    },
  });
  const reset = () => resetMutation.mutate();

  if (!status.isSuccess) return <QueryState query={status} />;
  const host = window.location.host;
  const link = (path: string) => `webcal://${host}${path}?auth_token=${encodeURIComponent(token ?? "")}`;
  const feeds: [string, string][] = [
    [t("calendar.feeds.all"), calendarFeedsApi.all.path],
    [t("calendar.feeds.participating"), calendarFeedsApi.participating.path],
    [t("calendar.feeds.my"), calendarFeedsApi.my.path],
    [t("calendar.feeds.shared"), calendarFeedsApi.shared.path],
    [t("calendar.feeds.calendarsAll"), calendarFeedsApi.allCalendars.path],
    ...calendars.map((c): [string, string] => [c.name, buildPath(calendarFeedsApi.calendar.path, { id: c.id })]),
  ];

  return (
    <Stack gap="md" maw={860} data-testid="calendars-subscribe">
      <Title order={2}>{t("calendar.subscribeTitle")}</Title>
      {!status.data?.present ? (
        <Alert color="blue">
          <Stack gap="xs">
            <Text size="sm">{t("calendar.noToken")}</Text>
            {/* The token lives on this page (created, reset, shown once), so the way to it is this button. */}
            <Button size="xs" w="fit-content" onClick={reset} data-testid="create-feed-token">
              {t("calendar.createToken")}
            </Button>
          </Stack>
        </Alert>
      ) : !token ? (
        <Alert color="yellow">
          <Stack gap="xs">
            <Text size="sm">{t("calendar.tokenHidden")}</Text>
            <Button size="xs" w="fit-content" onClick={reset}>
              {t("calendar.resetToken")}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <>
          <Text size="sm">{t("calendar.subscribeIntro")}</Text>
          {feeds.map(([label, path]) => (
            <Paper key={path} withBorder p="sm">
              <Text size="sm" fw={500} mb={4}>
                {label}
              </Text>
              <CopyField
                value={link(path)}
                label={label}
                copyLabel={t("calendar.copyUrl")}
                copiedText={t("calendar.urlCopied")}
              />
            </Paper>
          ))}
          <Button variant="subtle" w="fit-content" onClick={reset}>
            {t("calendar.resetToken")}
          </Button>
        </>
      )}
    </Stack>
  );
}
