import {
  type ActivityHit,
  type AppointmentHit,
  type FileHit,
  type FolderHit,
  type GroupHit,
  type MemberHit,
  type MessageHit,
  SEARCH_HIT_IMAGES_MAX,
  type SearchHit,
  shortenFileName,
} from "@intranet/contracts";
import { Anchor, Avatar, Badge, ColorSwatch, Group, Image, Stack, Text } from "@mantine/core";
import { IconCalendarEvent, IconFile, IconFolder, IconMapPin, IconRepeat } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useNetwork } from "../../../api/network";
import { formatFileSize } from "../../../components/format-file-size";
import { MemberAvatar } from "../../../components/MemberAvatar";
import { dateLocale, formatDate } from "../../../lib/dates";
import { appointmentDateText, calendarColor } from "../format";
import { ArticleHitView, ChannelHitView, ItemHitView, PageHitView, TaskHitView } from "./ContentHits";
import { Highlight } from "./Highlight";
import { Facts, HitCard, HitLink, imageUrl, When } from "./HitParts";

/** One large image and up to seven small ones (communication.md §9). */
function HitImages({ hit }: { hit: ActivityHit }) {
  const { t } = useTranslation();
  const images = hit.attachments.images.slice(0, SEARCH_HIT_IMAGES_MAX);
  const [first, ...rest] = images;
  if (!first) return null;
  return (
    <Stack gap={6} role="group" aria-label={t("search.hit.images")} data-testid="hit-images">
      <Image
        src={imageUrl(first.id, "435x435")}
        alt={first.original_filename}
        radius="sm"
        h={200}
        w="100%"
        maw={435}
        fit="cover"
        data-testid="hit-image-large"
      />
      {rest.length > 0 && (
        <Group gap={6} wrap="wrap">
          {rest.map((image) => (
            <Image
              key={image.id}
              src={imageUrl(image.id, "80x80")}
              alt={image.original_filename}
              radius="sm"
              w={56}
              h={56}
              fit="cover"
              data-testid="hit-image-small"
            />
          ))}
        </Group>
      )}
    </Stack>
  );
}

function ActivityHitView({ hit }: { hit: ActivityHit }) {
  const { t } = useTranslation();
  const stream = hit.activitystreams[0];
  return (
    <HitCard hit={hit} aside={hit.actor && <MemberAvatar member={hit.actor} size={36} radius="xl" />}>
      <Text size="sm" style={{ overflowWrap: "anywhere" }}>
        {hit.actor && (
          <Anchor component={Link} to={hit.actor.path} fw={600} inherit>
            {hit.actor.displayName}
          </Anchor>
        )}
        {stream && (
          <>
            {" "}
            <Text span c="dimmed" inherit>
              {t("search.hit.inStream")}{" "}
            </Text>
            <Anchor component={Link} to={stream.path} inherit>
              {stream.name}
            </Anchor>
          </>
        )}
      </Text>
      <Anchor component={Link} to={hit.html_url} c="inherit" underline="never" data-testid="hit-link">
        {hit.highlight ? <Highlight html={hit.highlight} /> : <Text size="sm">{t("search.hit.showActivity")}</Text>}
      </Anchor>
      <HitImages hit={hit} />
      {hit.tags.length > 0 && (
        <Group gap={6} wrap="wrap">
          {hit.tags.map((tag) => (
            <Anchor
              key={tag.id}
              component={Link}
              to={`/activitystreams/all?tag=${encodeURIComponent(tag.name)}`}
              size="sm"
              data-testid="hit-tag"
            >
              #{tag.name}
            </Anchor>
          ))}
        </Group>
      )}
      <Facts>
        <When iso={hit.created_at} />
        {hit.reply_count > 0 && <span>{t("search.hit.replies", { count: hit.reply_count })}</span>}
        {hit.answer_count > 0 && <span>{t("search.hit.answers", { count: hit.answer_count })}</span>}
      </Facts>
    </HitCard>
  );
}

function MessageHitView({ hit }: { hit: MessageHit }) {
  const { t } = useTranslation();
  const recipients = hit.to_all
    ? t("search.hit.toAll")
    : hit.to.length > 0
      ? t("search.hit.to", { names: hit.to.map((m) => m.displayName).join(", ") })
      : null;
  return (
    <HitCard hit={hit} aside={hit.author && <MemberAvatar member={hit.author} size={36} radius="xl" />}>
      <HitLink to={hit.html_url}>{hit.subject || t("search.hit.noSubject")}</HitLink>
      <Facts>
        {hit.author && <span>{hit.author.displayName}</span>}
        <When iso={hit.created_at} />
      </Facts>
      {recipients && (
        <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
          {recipients}
        </Text>
      )}
      <Highlight html={hit.highlight} />
    </HitCard>
  );
}

function AppointmentHitView({ hit }: { hit: AppointmentHit }) {
  const { t } = useTranslation();
  const zone = useNetwork().current_member?.time_zone;
  const pattern = hit.recurrence_pattern;
  const frequency = pattern?.recurrence_frequency;
  const repeats =
    frequency === "daily" || frequency === "weekly" || frequency === "monthly" || frequency === "yearly"
      ? t(`search.hit.repeats.${frequency}`)
      : hit.recurring_appointment || (frequency && frequency !== "never")
        ? t("search.hit.repeats.other")
        : null;
  return (
    <HitCard hit={hit} aside={<IconCalendarEvent size={28} stroke={1.5} aria-hidden />}>
      <HitLink to={hit.html_url}>{hit.name}</HitLink>
      <Group gap={6} wrap="wrap">
        <Text size="sm" data-testid="hit-date">
          {appointmentDateText(hit.date, zone)}
        </Text>
        {hit.date.all_day && (
          <Badge size="sm" variant="outline">
            {t("search.hit.allDay")}
          </Badge>
        )}
      </Group>
      {hit.calendars.length > 0 && (
        <Group gap={6} wrap="wrap">
          {hit.calendars.map((c) => (
            <Badge
              key={c.id}
              variant="light"
              color="gray"
              leftSection={<ColorSwatch color={calendarColor(c.color)} size={10} />}
              style={{ maxWidth: "100%" }}
              data-testid="hit-calendar"
            >
              {c.name}
            </Badge>
          ))}
        </Group>
      )}
      <Facts>
        {hit.location?.name && (
          <Group gap={4} wrap="nowrap">
            <IconMapPin size={14} aria-hidden />
            <span>{hit.location.name}</span>
          </Group>
        )}
        {repeats && (
          <Group gap={4} wrap="nowrap">
            <IconRepeat size={14} aria-hidden />
            <span>
              {repeats}
              {pattern?.recurrence_end_time
                ? ` ${t("search.hit.until", { date: formatDate(pattern.recurrence_end_time) })}`
                : ""}
            </span>
          </Group>
        )}
      </Facts>
      <Highlight html={hit.highlight} />
    </HitCard>
  );
}

function FileHitView({ hit }: { hit: FileHit }) {
  const { t, i18n } = useTranslation();
  const rootName = useRootName();
  return (
    <HitCard
      hit={hit}
      aside={
        hit.image_url ? (
          <Image src={hit.image_url} alt="" w={40} h={40} radius="sm" fit="cover" />
        ) : (
          <IconFile size={28} stroke={1.5} aria-label={t("search.hit.file")} />
        )
      }
    >
      <HitLink to={hit.html_url} title={hit.name}>
        {shortenFileName(hit.name)}
      </HitLink>
      <Facts>
        <span data-testid="hit-size">{formatFileSize(hit.size, dateLocale(i18n.language))}</span>
        <span>
          {t("search.hit.inFolder")}{" "}
          <Anchor component={Link} to={hit.folder.html_url} inherit>
            {isRootFolderUrl(hit.folder.html_url) ? rootName(hit.folder.html_url) : hit.folder.name}
          </Anchor>
        </span>
        {hit.author && <span>{hit.author.displayName}</span>}
        <span>{formatDate(hit.updated_at)}</span>
      </Facts>
      <Highlight html={hit.highlight} />
    </HitCard>
  );
}

/** The files' top folder under the name its screens give it, in the member's language (stored as "Files"). */
function useRootName() {
  const { t } = useTranslation();
  return (url: string) => t(url.startsWith("/groups/") ? "search.hit.rootGroup" : "search.hit.rootNetwork");
}

/** A folder's own page is `…/files` when it is the top folder, `…/files/folders/{id}` below. */
const isRootFolderUrl = (url: string) => /^(\/groups\/[^/]+)?\/files$/.test(url);

function FolderHitView({ hit }: { hit: FolderHit }) {
  const { t } = useTranslation();
  const rootName = useRootName();
  const path = hit.folder_path.map((name, index) => (index === 0 ? rootName(hit.html_url) : name));
  return (
    <HitCard hit={hit} aside={<IconFolder size={28} stroke={1.5} aria-label={t("search.hit.folder")} />}>
      <HitLink to={hit.html_url}>{hit.name}</HitLink>
      <Facts>
        {hit.folder_path.length > 0 && (
          <span style={{ overflowWrap: "anywhere" }} data-testid="hit-path">
            {t("search.hit.inFolder")} {path.join(" / ")}
          </span>
        )}
        {/* The files the folder's page lists; no line for none. */}
        {hit.total_files_count > 0 && (
          <span data-testid="hit-files">{t("search.hit.files", { count: hit.total_files_count })}</span>
        )}
      </Facts>
      <Highlight html={hit.highlight} />
    </HitCard>
  );
}

function MemberHitView({ hit }: { hit: MemberHit }) {
  const { t } = useTranslation();
  return (
    <HitCard hit={hit} aside={<MemberAvatar member={hit.member} size={40} radius="xl" />}>
      <Group gap={6} wrap="wrap">
        <HitLink to={hit.html_url}>{hit.member.displayName}</HitLink>
        {hit.member.is_external && (
          <Badge size="xs" variant="light">
            {t("search.hit.external")}
          </Badge>
        )}
      </Group>
      {hit.headline && (
        <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
          {hit.headline}
        </Text>
      )}
      <Highlight html={hit.highlight} />
    </HitCard>
  );
}

function GroupHitView({ hit }: { hit: GroupHit }) {
  const { t } = useTranslation();
  return (
    <HitCard
      hit={hit}
      aside={<Avatar src={hit.image_url} name={hit.name} color="initials" size={40} radius="md" alt="" />}
    >
      <Group gap={6} wrap="wrap">
        <HitLink to={hit.html_url}>{hit.name}</HitLink>
        {hit.access !== "open" && (
          <Badge size="xs" variant="light" color="gray">
            {t(`search.hit.access.${hit.access}`)}
          </Badge>
        )}
      </Group>
      {hit.teaser && (
        <Text size="sm" style={{ overflowWrap: "anywhere" }}>
          {hit.teaser}
        </Text>
      )}
      <Facts>
        <span>{t("search.hit.members", { count: hit.member_count })}</span>
      </Facts>
      {/* Its excerpt is of the name and teaser, both shown above: only a text beyond them is shown again. */}
      <Highlight html={hit.highlight} shown={[hit.name, hit.teaser]} />
    </HitCard>
  );
}

/** One hit as its type shows it (communication.md §3 "Search hits"). */
export function HitView({ hit }: { hit: SearchHit }) {
  switch (hit.type) {
    case "activity":
      return <ActivityHitView hit={hit} />;
    case "message":
      return <MessageHitView hit={hit} />;
    case "appointment":
      return <AppointmentHitView hit={hit} />;
    case "article":
      return <ArticleHitView hit={hit} />;
    case "file":
      return <FileHitView hit={hit} />;
    case "folder":
      return <FolderHitView hit={hit} />;
    case "member":
      return <MemberHitView hit={hit} />;
    case "group":
      return <GroupHitView hit={hit} />;
    case "page":
      return <PageHitView hit={hit} />;
    case "channel":
      return <ChannelHitView hit={hit} />;
    case "item":
      return <ItemHitView hit={hit} />;
    case "task":
      return <TaskHitView hit={hit} />;
  }
}
