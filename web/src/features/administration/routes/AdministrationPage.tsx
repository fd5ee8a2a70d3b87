import { Anchor, Card, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { QueryState } from "../../../components/QueryState";
import { useAdministrationUserbar, useUserbarText } from "../components/AdministrationNav";
import { AdminOnly } from "../components/AdminOnly";

/** /administration: the sections of the administration userbar, each with its screens. */
export function AdministrationPage() {
  return (
    <AdminOnly>
      <Landing />
    </AdminOnly>
  );
}

/** The landing's sections, from the administration userbar of the path's context (network, group or category). */
export function Landing() {
  const { t } = useTranslation();
  const query = useAdministrationUserbar();
  const text = useUserbarText();
  return (
    <Stack gap="md" maw={960}>
      <div>
        <Title order={1} size="h2">
          {t("administration.title")}
        </Title>
        <Text c="dimmed">{t("administration.intro")}</Text>
      </div>
      {query && (
        <QueryState query={query}>
          {(data) => (
            <SimpleGrid cols={{ base: 1, sm: 2 }} data-testid="admin-sections">
              {data.sections.map((section) => (
                <Card
                  key={section.key}
                  withBorder
                  padding="lg"
                  radius="md"
                  data-testid={`admin-section-${section.key}`}
                >
                  <Title order={2} size="h4" mb="xs">
                    {text(section.title)}
                  </Title>
                  <Stack gap={6}>
                    {section.links.map((link) => (
                      <Anchor
                        key={link.path}
                        component={Link}
                        to={link.path}
                        target={link.target === "_blank" ? "_blank" : undefined}
                      >
                        {text(link.label)}
                      </Anchor>
                    ))}
                  </Stack>
                </Card>
              ))}
            </SimpleGrid>
          )}
        </QueryState>
      )}
    </Stack>
  );
}
