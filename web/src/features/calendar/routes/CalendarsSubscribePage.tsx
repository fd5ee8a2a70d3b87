import { buildPath, calendarFeedsApi } from "@intranet/contracts";
import {
  ActionIcon,
  Alert,
  Button,
  CopyButton,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from "@mantine/core";
import { IconCheck, IconCopy } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { QueryState } from "../../../components/QueryState";
import { notifyError, notifySaved } from "../../../components/toasts";
import { useAppMutation } from "../../../lib/mutations";
import { calendarsQuery, feedTokenQuery, resetFeedToken } from "../api";

const TOKEN_KEY = "calendar.feedToken";

/** /calendars/subscribe: webcal links with copy buttons; the token is stored hashed, so it is shown once. */
export function CalendarsSubscribePage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const status = useQuery(feedTokenQuery);
  const calendars = useQuery(calendarsQuery).data ?? [];
  const [token, setToken] = useState<string | null>(() => window.sessionStorage.getItem(TOKEN_KEY));

  const resetMutation = useAppMutation({
    mutationFn: resetFeedToken,
    onSuccess: async (created) => {
      window.sessionStorage.setItem(TOKEN_KEY, created.token);
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
              <Group gap="xs" wrap="nowrap">
                <TextInput value={link(path)} readOnly style={{ flex: 1 }} aria-label={label} />
                <CopyButton value={link(path)}>
                  {({ copied, copy }) => (
                    <Tooltip label={t("calendar.copyUrl")}>
                      <ActionIcon
                        variant="default"
                        size="lg"
                        aria-label={t("calendar.copyUrl")}
                        onClick={() => {
                          try {
                            copy();
                            notifySaved(t("calendar.urlCopied"));
                          } catch {
                            notifyError(t("toast.error"));
                          }
                        }}
                      >
                        {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                      </ActionIcon>
                    </Tooltip>
                  )}
                </CopyButton>
              </Group>
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
