import type { MapView } from "@intranet/contracts";
import { Alert, Anchor, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconMap } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useNetwork } from "../../../api/network";
import { EmptyState } from "../../../components/EmptyState";
import { MemberAvatar } from "../../../components/MemberAvatar";
import { PageLoader } from "../../../components/PageLoader";
import { QueryState } from "../../../components/QueryState";
import { GroupContentLayout } from "../../groups";
import { groupMapQuery, networkMapQuery } from "../api";

const LeafletMap = lazy(async () => ({ default: (await import("../components/LeafletMap")).LeafletMap }));

/** The map, what it cannot show and why, and the members on it as a list (for keyboards and screen readers too). */
function MapBody({ view }: { view: MapView }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      {!view.tile_url && (
        <Alert color="gray" icon={<IconMap size={18} />} data-testid="map-no-tiles">
          {t("maps.noTiles")}
        </Alert>
      )}
      {!view.geocoder && (
        <Alert color="gray" data-testid="map-no-geocoder">
          {t("maps.noGeocoder")}
        </Alert>
      )}
      {view.pending > 0 && (
        <Text size="sm" c="dimmed" data-testid="map-pending">
          {t("maps.pending", { count: view.pending })}
        </Text>
      )}
      {view.tile_url && (
        <section aria-label={t("maps.region")} data-testid="map-canvas">
          <Suspense fallback={<PageLoader />}>
            <LeafletMap view={view} tileUrl={view.tile_url} />
          </Suspense>
        </section>
      )}
      {view.points.map((p) =>
        p.description === undefined ? (
          <Text key={`network-${p.name}`} size="sm" data-testid="map-poi">
            {t("maps.networkLocation", { name: p.name })}
          </Text>
        ) : null,
      )}
      {view.points.some((p) => p.description !== undefined) && (
        <Paper withBorder radius="md" p="sm">
          <Title order={3} size="h5" mb="xs">
            {t("maps.poisList")}
          </Title>
          <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: "none" }}>
            {view.points.map((p, i) =>
              p.description === undefined ? null : (
                // names may repeat: the position in the list keys the row
                // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed per view
                <li key={i} data-testid="map-poi-item">
                  <Text size="sm" fw={500}>
                    {p.name}
                  </Text>
                  {p.description && (
                    <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere", whiteSpace: "pre-line" }}>
                      {p.description}
                    </Text>
                  )}
                </li>
              ),
            )}
          </Stack>
        </Paper>
      )}
      <Paper withBorder radius="md" p="sm">
        <Title order={3} size="h5" mb="xs">
          {t("maps.list")}
        </Title>
        {view.members.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t("maps.none")}
          </Text>
        ) : (
          <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: "none" }}>
            {view.members.map((m) => (
              <Group key={m.member.id} component="li" gap="sm" wrap="nowrap" data-testid="map-member">
                <MemberAvatar member={m.member} size={24} radius="xl" />
                <Anchor component={Link} to={m.member.path} size="sm">
                  {m.member.displayName}
                </Anchor>
                <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
                  {m.location}
                </Text>
              </Group>
            ))}
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}

type MapSource = ReturnType<typeof networkMapQuery> | ReturnType<typeof groupMapQuery>;

function MapResult({ source }: { source: MapSource }) {
  const { t } = useTranslation();
  return (
    <QueryState query={useQuery(source)} errorMessage={t("maps.loadError")} notFound={<MapsOff />}>
      {(view) => <MapBody view={view} />}
    </QueryState>
  );
}

function MapsOff() {
  const { t } = useTranslation();
  return <EmptyState title={t("maps.notFound")} icon={<IconMap />} />;
}

/** The map screen; while the network's maps are off it says so without asking the server (which answers 404). */
function MapScreen({ title, source, order = 2 }: { title: string; source: MapSource; order?: 2 | 3 }) {
  const mapsOn = useNetwork().config.maps.enabled;
  return (
    <Stack gap="md" maw={1100} data-testid="map-page">
      <Title order={order}>{title}</Title>
      {mapsOn ? <MapResult source={source} /> : <MapsOff />}
    </Stack>
  );
}

/** /map: the members and the network's location. */
export function NetworkMapPage() {
  const { t } = useTranslation();
  return <MapScreen title={t("maps.title")} source={networkMapQuery("all")} />;
}

/** /members/map and /map/members: the members only. */
export function MembersMapPage() {
  const { t } = useTranslation();
  return <MapScreen title={t("maps.membersTitle")} source={networkMapQuery("members")} />;
}

function GroupMap({ slug }: { slug: string }) {
  const { t } = useTranslation();
  return <MapScreen title={t("maps.groupTitle")} source={groupMapQuery(slug)} order={3} />;
}

/** /groups/{slug}/map: the group's members, under its header. */
export function GroupMapPage() {
  return <GroupContentLayout>{(group) => <GroupMap slug={group.slug} />}</GroupContentLayout>;
}
