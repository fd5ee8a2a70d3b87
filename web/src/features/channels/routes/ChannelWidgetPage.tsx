import type { Language } from "@intranet/contracts";
import { Box, Button, Group, Select, Stack, Title } from "@mantine/core";
import { IconPencil } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useParams, useSearchParams } from "react-router";
import { QueryState } from "../../../components/QueryState";
import { isLanguage, LANGUAGES } from "../../../i18n";
import { widgetPageQuery } from "../api";
import { BackToChannel } from "../components/BackToChannel";
import { ChannelWidgetView } from "../components/ChannelWidgetView";
import { channelStyle } from "./ChannelPage";

/** How wide a widget of one or two columns shows on its own (a third and two thirds of the channel page). */
const COLUMN_WIDTH = 420;

/**
 * /widgets/{widgetId} (optional ?lng), also under /channels/{slug}/widgets/{widgetId}: one widget as readers see it on
 * its channel's page, in the language picked (the reader's own by default), with a way back to the channel and, for
 * who may update the channel, to the widget's form in the same language.
 */
export function ChannelWidgetPage() {
  const { t } = useTranslation();
  const { widgetId = "" } = useParams();
  const [params, setParams] = useSearchParams();
  const lng = params.get("lng");
  const language: Language | null = lng && isLanguage(lng) ? lng : null;
  const query = useQuery({ ...widgetPageQuery(widgetId, language ?? undefined), placeholderData: keepPreviousData });
  return (
    <QueryState query={query}>
      {({ channel, widget }) => (
        <Stack
          gap="md"
          p="xs"
          style={{ ...channelStyle(channel), background: "var(--channel-background)", color: "var(--channel-text)" }}
          data-testid="widget-page"
        >
          <BackToChannel channel={channel} testId="widget-page-back" />
          <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
            <Title order={1} size="h2">
              {channel.title}
            </Title>
            <Group gap="xs" align="flex-end" wrap="wrap">
              <Select
                label={t("channels.widgetPage.language")}
                placeholder={t("channels.widgetPage.yourLanguage")}
                data={LANGUAGES.map((code) => ({ value: code, label: t(`language.${code}`) }))}
                value={language}
                onChange={(next) => setParams(next ? { lng: next } : {}, { replace: true })}
                clearable
                w={180}
                data-testid="widget-page-language"
              />
              {channel.can.update && (
                <Button
                  variant="default"
                  component={Link}
                  to={`${channel.path}/widgets/${widget.id}/edit${language ? `?lng=${language}` : ""}`}
                  leftSection={<IconPencil size={16} />}
                  data-testid="widget-page-edit"
                >
                  {t("channels.widgetPage.edit")}
                </Button>
              )}
            </Group>
          </Group>
          <Box maw={widget.w >= 3 ? undefined : widget.w * COLUMN_WIDTH} w="100%">
            <ChannelWidgetView widget={widget} />
          </Box>
        </Stack>
      )}
    </QueryState>
  );
}
