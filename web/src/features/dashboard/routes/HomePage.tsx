import { Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useCurrentMember } from "../../../api/network";
import { features } from "../../../app/features";
import { AppointmentsCards } from "../components/AppointmentsCards";
import { GroupsCard } from "../components/GroupsCard";
import { InvitesCard } from "../components/InvitesCard";
import { MessagesCard } from "../components/MessagesCard";

/** Start page: today's and coming appointments, unread messages, open invitations, the member's groups, shortcuts. */
export function HomePage() {
  const { t } = useTranslation();
  const member = useCurrentMember();
  const tiles = features.flatMap((feature) => feature.tiles ?? []);
  return (
    <Stack gap="lg" maw={1200}>
      <div>
        <Title order={1} size="h2" data-testid="home-greeting">
          {t("dashboard.greeting", { name: member?.first_name || member?.displayName || "" })}
        </Title>
        <Text c="dimmed">{t("dashboard.intro")}</Text>
      </div>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <AppointmentsCards />
        <MessagesCard />
        <InvitesCard />
        <GroupsCard />
      </SimpleGrid>
      <section aria-labelledby="home-shortcuts">
        <Title order={2} size="h4" id="home-shortcuts" mb="sm">
          {t("dashboard.shortcuts")}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {tiles.map(({ key, to, icon: Icon, title, text }) => (
            <Card key={key} component={Link} to={to} withBorder padding="md" radius="md" data-testid={`home-${key}`}>
              <Group wrap="nowrap">
                <ThemeIcon variant="light" size="lg" radius="md">
                  <Icon size={20} />
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
      </section>
    </Stack>
  );
}
