import type { ArticleHit, ChannelHit, ItemHit, PageHit, TaskHit } from "@intranet/contracts";
import { Anchor, Image, Text } from "@mantine/core";
import { IconChecklist, IconFileText, IconLayoutKanban, IconSpeakerphone } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useNetwork } from "../../../api/network";
import { formatDate } from "../../../lib/dates";
import { Highlight } from "./Highlight";
import { Facts, HitCard, HitLink } from "./HitParts";

/** Hits of written content: pages, blog articles, channels, app items and tasks. */
export function PageHitView({ hit }: { hit: PageHit }) {
  const { t } = useTranslation();
  // The contract names the page's group by its slug; the member's own groups give its name.
  const group = useNetwork().my_groups.find((g) => g.slug === hit.group_slug);
  return (
    <HitCard hit={hit} aside={<IconFileText size={28} stroke={1.5} aria-hidden />}>
      <HitLink to={hit.html_url}>{hit.title}</HitLink>
      {hit.group_slug && (
        <Facts>
          <span>
            {t("search.hit.inGroup")}{" "}
            <Anchor component={Link} to={`/groups/${encodeURIComponent(hit.group_slug)}`} inherit>
              {group?.name ?? hit.group_slug}
            </Anchor>
          </span>
          <span>{formatDate(hit.updated_at)}</span>
        </Facts>
      )}
      <Highlight html={hit.highlight} />
    </HitCard>
  );
}

export function ArticleHitView({ hit }: { hit: ArticleHit }) {
  const { t } = useTranslation();
  return (
    <HitCard
      hit={hit}
      aside={
        hit.image_url ? (
          <Image src={hit.image_url} alt="" w={56} h={56} radius="sm" fit="cover" />
        ) : (
          <IconFileText size={28} stroke={1.5} aria-hidden />
        )
      }
    >
      <HitLink to={hit.html_url}>{hit.title}</HitLink>
      <Facts>
        <span>
          {t("search.hit.inBlog")}: {hit.blog_title}
        </span>
        <span>{formatDate(hit.published_at)}</span>
      </Facts>
      <Highlight html={hit.highlight} />
    </HitCard>
  );
}

export function ChannelHitView({ hit }: { hit: ChannelHit }) {
  return (
    <HitCard hit={hit} aside={<IconSpeakerphone size={28} stroke={1.5} aria-hidden />}>
      <HitLink to={hit.html_url}>{hit.title}</HitLink>
      {hit.description && (
        <Text size="sm" lineClamp={2} style={{ overflowWrap: "anywhere" }}>
          {hit.description}
        </Text>
      )}
    </HitCard>
  );
}

export function ItemHitView({ hit }: { hit: ItemHit }) {
  return (
    <HitCard hit={hit} aside={<IconLayoutKanban size={28} stroke={1.5} aria-hidden />}>
      <HitLink to={hit.html_url}>{hit.title || hit.app_name}</HitLink>
      <Facts>
        <Anchor component={Link} to={hit.frontend_app_url} inherit>
          {hit.app_name}
        </Anchor>
        <span>{formatDate(hit.updated_at)}</span>
      </Facts>
      <Highlight html={hit.highlight} />
    </HitCard>
  );
}

/** A task: its group (none for a personal task), its due date, whether it is archived, the matched description. */
export function TaskHitView({ hit }: { hit: TaskHit }) {
  const { t } = useTranslation();
  return (
    <HitCard hit={hit} aside={<IconChecklist size={28} stroke={1.5} aria-hidden />}>
      <HitLink to={hit.html_url}>{hit.title}</HitLink>
      <Facts>
        {hit.group_slug && (
          <span>
            {t("search.hit.inGroup")}{" "}
            <Anchor component={Link} to={`/groups/${encodeURIComponent(hit.group_slug)}`} inherit>
              {hit.group_name ?? hit.group_slug}
            </Anchor>
          </span>
        )}
        {hit.due_on && <span>{t("search.hit.due", { date: formatDate(hit.due_on) })}</span>}
        {hit.archived && <span>{t("search.hit.archived")}</span>}
      </Facts>
      <Highlight html={hit.highlight} />
    </HitCard>
  );
}
