import { Alert, Anchor, Card, Group, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useNetwork } from "../../../api/network";
import { EmptyState } from "../../../components/EmptyState";
import { QueryState } from "../../../components/QueryState";
import { availableUpgradesQuery, updateCentralQuery } from "../api";

function Upgrades() {
  const { t } = useTranslation();
  const query = useQuery(availableUpgradesQuery);
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t("designs.update.upgrades")}
      </Title>
      <QueryState
        query={query}
        errorMessage={t("designs.update.loadFailed")}
        isEmpty={(data) => data.upgrades.length === 0}
        empty={<EmptyState title={t("designs.update.none")} />}
      >
        {(data) =>
          data.upgrades.map((offer) => (
            <Card key={offer.name} withBorder data-testid="upgrade-offer">
              <Group justify="space-between" wrap="wrap">
                <Text fw={600}>{offer.name}</Text>
                {offer.deadline && <Text size="sm">{t("designs.update.deadline", { date: offer.deadline })}</Text>}
              </Group>
              {offer.release_notes_url && (
                <Anchor href={offer.release_notes_url} target="_blank" rel="noopener noreferrer" size="sm">
                  {t("designs.update.releaseNotes")}
                </Anchor>
              )}
            </Card>
          ))
        }
      </QueryState>
    </Stack>
  );
}

/** /administration/update-zentrale: the running version and, with a customer central, the upgrades it offers. */
export function UpdateCentralPage() {
  const { t } = useTranslation();
  const network = useNetwork();
  const query = useQuery({ ...updateCentralQuery, enabled: network.can.version_and_updates });
  if (!network.can.version_and_updates) return <EmptyState title={t("errors.notFoundTitle")} />;
  return (
    <Stack gap="md" maw={720}>
      <Title order={1} size="h2">
        {t("designs.update.title")}
      </Title>
      <QueryState query={query}>
        {(central) => (
          <Stack gap="md">
            <Text>
              {t("designs.update.version")}: <strong data-testid="running-version">{central.version}</strong>
            </Text>
            {central.customer_central_configured ? (
              <Upgrades />
            ) : (
              <Alert color="gray">{t("designs.update.notConfigured")}</Alert>
            )}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
