import type { AdministrationUserbarSection } from "@intranet/contracts";
import { Anchor, Card, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { useNetwork } from "../../../api/network";
import { QueryState } from "../../../components/QueryState";
import { administrationContextOf, contextGroupQuery } from "../audit-statistics-api";
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

/** The landing's heading: the network's administration, or the group's or category's by its name. */
function useLandingHeading(pathname: string): { title: string; intro: string; order: 1 | 2 } {
  const { t } = useTranslation();
  const context = administrationContextOf(pathname);
  const category = useNetwork().group_categories.find((c) => c.id === context?.id);
  // The route guard asked for the group already; this reads the same answer.
  const group = useQuery({ ...contextGroupQuery(context?.id ?? ""), enabled: context?.type === "group" });
  if (context?.type === "group")
    return {
      title: t("administration.context.title", { name: group.data?.name ?? context.id }),
      intro: t("administration.context.groupIntro"),
      // Under the group's header, whose name is the page's first heading.
      order: 2,
    };
  if (context?.type === "group_category")
    return {
      title: t("administration.context.title", { name: category?.name ?? "" }),
      intro: t("administration.context.categoryIntro"),
      order: 1,
    };
  return { title: t("administration.title"), intro: t("administration.intro"), order: 1 };
}

/** The sections without the link to the landing itself (a group's "Overview"); a section left empty goes too. */
function withoutLanding(sections: AdministrationUserbarSection[], pathname: string) {
  const landing = pathname.replace(/(.)\/+$/, "$1");
  return sections
    .map((section) => ({ ...section, links: section.links.filter((link) => link.path !== landing) }))
    .filter((section) => section.links.length > 0);
}

/**
 * The landing's sections, from the administration userbar of the path's context (network, group or category),
 * without the link to the landing itself.
 */
export function Landing() {
  const { pathname } = useLocation();
  const heading = useLandingHeading(pathname);
  const query = useAdministrationUserbar();
  const text = useUserbarText();
  return (
    <Stack gap="md" maw={960}>
      <div>
        <Title order={heading.order} size="h2">
          {heading.title}
        </Title>
        <Text c="dimmed">{heading.intro}</Text>
      </div>
      {query && (
        <QueryState query={query}>
          {(data) => (
            <SimpleGrid cols={{ base: 1, sm: 2 }} data-testid="admin-sections">
              {withoutLanding(data.sections, pathname).map((section) => (
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
