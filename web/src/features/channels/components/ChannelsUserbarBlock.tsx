import { CHANNEL_USERBAR_LIMITS, type ChannelLists, type ChannelSummary } from "@intranet/contracts";
import { Collapse, Group, NavLink, Text, UnstyledButton } from "@mantine/core";
import { useLocalStorage } from "@mantine/hooks";
import { IconChevronDown, IconChevronRight, IconPlus } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { useNetwork } from "../../../api/network";
import { RouterNavLink } from "../../../components/RouterNavLink";
import { isOnPath } from "../../manifest";
import { channelListsQuery } from "../api";

/** The paths that show the channel navigation (administration.md §2 "Userbar"). */
export const CHANNEL_PATHS = ["/channels", "/directory/channels", "/blogs"];

type SectionKey = "start_page" | "subscribed" | "recent" | "popular";
const SECTIONS: { key: SectionKey; label: "startPage" | "subscribed" | "recent" | "popular" }[] = [
  { key: "start_page", label: "startPage" },
  { key: "subscribed", label: "subscribed" },
  { key: "recent", label: "recent" },
  { key: "popular", label: "popular" },
];
/** The most each section lists (administration.md §9); the start page's own list is short by nature. */
const LIMITS: Record<SectionKey, number> = { start_page: 10, ...CHANNEL_USERBAR_LIMITS };

/** One section; open or closed is remembered in localStorage, open by default when it holds channels. */
function Section({ name, label, channels }: { name: SectionKey; label: string; channels: ChannelSummary[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [stored, setOpen] = useLocalStorage<boolean | null>({
    key: `intranet.userbar.channels.${name}`,
    defaultValue: null,
    getInitialValueInEffect: false,
  });
  const open = stored ?? channels.length > 0;
  const Chevron = open ? IconChevronDown : IconChevronRight;
  return (
    <div data-testid={`userbar-channels-${name}`}>
      <UnstyledButton
        onClick={() => setOpen(!open)}
        aria-expanded={open}
        aria-label={t("channels.shell.toggle", { section: label })}
        px="sm"
        py={4}
        w="100%"
      >
        <Group gap={4} wrap="nowrap">
          <Chevron size={14} />
          <Text size="xs" c="dimmed" fw={700} tt="uppercase">
            {label}
          </Text>
        </Group>
      </UnstyledButton>
      <Collapse expanded={open}>
        {channels.slice(0, LIMITS[name]).map((c) => {
          const active = isOnPath(pathname, [c.path]);
          return <RouterNavLink key={c.id} to={c.path} label={c.title} active={active} />;
        })}
      </Collapse>
    </div>
  );
}

function Sections({ lists }: { lists: ChannelLists }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("channels.shell.channels")} data-testid="userbar-channels">
      <NavLink component={Link} to="/channels" label={t("channels.shell.all")} />
      {SECTIONS.map((s) => (
        <Section key={s.key} name={s.key} label={t(`channels.shell.${s.label}`)} channels={lists[s.key]} />
      ))}
      {lists.can.create_channels && (
        <NavLink
          component={Link}
          to="/channels/new"
          label={t("channels.shell.create")}
          leftSection={<IconPlus size={14} />}
          data-testid="userbar-channels-create"
        />
      )}
    </nav>
  );
}

/** The userbar's channel navigation on the channel paths: start page, subscribed, recent, popular, create. */
export function ChannelsUserbarBlock() {
  const network = useNetwork();
  const { pathname } = useLocation();
  const shown = network.current_member !== null && isOnPath(pathname, CHANNEL_PATHS);
  const query = useQuery({ ...channelListsQuery(), enabled: shown });
  if (!shown || !query.data) return null;
  return <Sections lists={query.data} />;
}
