import { Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useNetwork } from "../../../api/network";
import { features } from "../../../app/features";
import { EmptyState } from "../../../components/EmptyState";

/** /administration: the administration screens the built modules offer. */
export function AdministrationPage() {
  const { t } = useTranslation();
  const network = useNetwork();
  const links = features.flatMap((feature) => feature.adminLinks ?? []);
  // Like the server, say nothing about administration to those who may not administrate.
  if (!network.can.administrate) return <EmptyState title={t("errors.notFoundTitle")} />;
  return (
    <Stack gap="md" maw={960}>
      <div>
        <Title order={1} size="h2">
          {t("administration.title")}
        </Title>
        <Text c="dimmed">{t("administration.intro")}</Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {links.map(({ key, to, icon: Icon, label }) => (
          <Card key={key} component={Link} to={to} withBorder padding="lg" radius="md" data-testid={`admin-${key}`}>
            <Group wrap="nowrap">
              {Icon && (
                <ThemeIcon variant="light" size="xl" radius="md">
                  <Icon size={24} />
                </ThemeIcon>
              )}
              <Text fw={600}>{label ? t(label) : to}</Text>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
