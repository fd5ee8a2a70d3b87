import { Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useCurrentMember } from "../../../api/network";
import { features } from "../../../app/features";

/** Start page; the dashboard widgets come with a later issue. */
export function HomePage() {
  const { t } = useTranslation();
  const member = useCurrentMember();
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2" data-testid="home-greeting">
          {t("dashboard.greeting", { name: member?.first_name || member?.displayName || "" })}
        </Title>
        <Text c="dimmed">{t("dashboard.intro")}</Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {features
          .flatMap((feature) => feature.tiles ?? [])
          .map(({ key, to, icon: Icon, title, text }) => (
            <Card key={key} component={Link} to={to} withBorder padding="lg" radius="md" data-testid={`home-${key}`}>
              <Group wrap="nowrap">
                <ThemeIcon variant="light" size="xl" radius="md">
                  <Icon size={24} />
                </ThemeIcon>
                <div>
                  <Text fw={600}>{t(title)}</Text>
                  <Text size="sm" c="dimmed">
                    {t(text)}
                  </Text>
                </div>
              </Group>
            </Card>
          ))}
      </SimpleGrid>
    </Stack>
  );
}
