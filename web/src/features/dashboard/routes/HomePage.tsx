import { START_PAGE_BAR_SLUG } from "@intranet/contracts";
import { Paper, SimpleGrid, Skeleton, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import { useQueries } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useCurrentMember } from "../../../api/network";
import { features } from "../../../app/features";
import { AppLink } from "../../../components/AppLink";
import { WithWidgetSidebar } from "../../widgetbars";
import { AppointmentsCards } from "../components/AppointmentsCards";
import { GroupsCard } from "../components/GroupsCard";
import { InvitesCard } from "../components/InvitesCard";
import { MessagesCard } from "../components/MessagesCard";
import { allStartPageQueries } from "../queries";
import classes from "./HomePage.module.css";

/** The blocks of the start page, and the two the appointments make. */
const BLOCKS = 5;

/** Start page: today's and coming appointments, unread messages, open invitations, the member's groups, shortcuts. */
export function HomePage() {
  const { t } = useTranslation();
  const member = useCurrentMember();
  const tiles = features.flatMap((feature) => feature.tiles ?? []);
  // The blocks appear together once every list has answered (or failed): one growing block would push the
  // others down under the reader's eyes. Until then, grey blocks of an empty block's size hold their place.
  const answered = useQueries({
    queries: allStartPageQueries(),
    combine: (results) => results.every((result) => !result.isPending),
  });
  return (
    <WithWidgetSidebar identifier={`as-${START_PAGE_BAR_SLUG}`}>
      <Stack gap="lg" maw={1200}>
        <div>
          <Title order={1} size="h2" data-testid="home-greeting">
            {t("dashboard.greeting", { name: member?.first_name || member?.displayName || "" })}
          </Title>
          <Text c="dimmed">{t("dashboard.intro")}</Text>
        </div>
        {answered ? (
          <SimpleGrid key="blocks" cols={{ base: 1, md: 2 }} spacing="md">
            <AppointmentsCards />
            <MessagesCard />
            <InvitesCard />
            <GroupsCard />
          </SimpleGrid>
        ) : (
          <SimpleGrid key="skeletons" cols={{ base: 1, md: 2 }} spacing="md" aria-busy="true">
            <VisuallyHidden>{t("common.loading")}</VisuallyHidden>
            {Array.from({ length: BLOCKS }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders that never reorder
              <BlockSkeleton key={i} />
            ))}
          </SimpleGrid>
        )}
        <section aria-labelledby="home-shortcuts">
          <Title order={2} size="h4" id="home-shortcuts" mb="sm">
            {t("dashboard.shortcuts")}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {tiles.map(({ key, to, icon: Icon, title, text, guestText }) => (
              <AppLink key={key} to={to} className={classes.tile} data-testid={`home-${key}`}>
                <span className={classes.icon}>
                  <Icon size={20} />
                </span>
                <div>
                  <div className={classes.title}>{t(title)}</div>
                  <div className={classes.text}>{t(member?.is_external && guestText ? guestText : text)}</div>
                </div>
              </AppLink>
            ))}
          </SimpleGrid>
        </section>
      </Stack>
    </WithWidgetSidebar>
  );
}

/** A block's place while the lists load: its border, a heading bar and the height of an empty block. */
function BlockSkeleton() {
  return (
    <Paper withBorder radius="md" p="md" data-testid="dashboard-skeleton">
      <Stack gap="sm">
        <Skeleton height={26} width="45%" radius="sm" />
        <Skeleton height={150} radius="sm" />
      </Stack>
    </Paper>
  );
}
