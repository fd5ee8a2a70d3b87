import type { ArticleEntry, ArticleList as ArticleListData } from "@intranet/contracts";
import { Anchor, Badge, Button, Group, Image, Paper, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDate } from "../../../lib/dates";

/** Whether the article shows to readers yet: a draft, scheduled, or published (with its date). */
export function ArticleStatus({ article }: { article: Pick<ArticleEntry, "status" | "published_at"> }) {
  const { t } = useTranslation();
  if (article.status === "draft") return <Badge color="gray">{t("blogs.draft")}</Badge>;
  if (article.published_at && new Date(article.published_at).getTime() > Date.now())
    return (
      <Badge color="yellow">
        {t("blogs.scheduled")} · {formatDate(article.published_at)}
      </Badge>
    );
  return (
    <Text span size="sm" c="dimmed">
      {t("blogs.published", { date: formatDate(article.published_at ?? "") })}
    </Text>
  );
}

function ArticleRow({ article, showBlog }: { article: ArticleEntry; showBlog: boolean }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" component="li" data-testid="article-entry">
      <Group align="flex-start" gap="md" wrap="nowrap">
        {article.image_url && (
          <Image src={article.image_url} alt="" w={96} h={72} radius="sm" fit="cover" visibleFrom="xs" />
        )}
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Anchor component={Link} to={article.path} fw={600} style={{ overflowWrap: "anywhere" }}>
            {article.title}
          </Anchor>
          <Group gap="xs" wrap="wrap">
            <ArticleStatus article={article} />
            <Text span size="sm" c="dimmed">
              {article.byline}
            </Text>
            {showBlog && (
              <Text span size="sm" c="dimmed">
                · {t("blogs.inBlog", { title: article.blog_title })}
              </Text>
            )}
          </Group>
          {article.teaser && (
            <Text size="sm" style={{ overflowWrap: "anywhere" }}>
              {article.teaser}
            </Text>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}

/** A page of articles, newest first, with newer/older pages. */
export function ArticleList({
  list,
  page,
  onPage,
  showBlog,
  empty,
}: {
  list: ArticleListData;
  page: number;
  onPage: (page: number) => void;
  showBlog: boolean;
  empty: string;
}) {
  const { t } = useTranslation();
  if (list.articles.length === 0)
    return (
      <Text c="dimmed" data-testid="articles-empty">
        {empty}
      </Text>
    );
  const more = page * list.meta.per_page < list.meta.total_count;
  return (
    <Stack gap="sm">
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: "none" }} data-testid="articles">
        {list.articles.map((a) => (
          <ArticleRow key={a.id} article={a} showBlog={showBlog} />
        ))}
      </Stack>
      {(page > 1 || more) && (
        <Group justify="space-between">
          <Button variant="default" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {t("blogs.previous")}
          </Button>
          <Button variant="default" disabled={!more} onClick={() => onPage(page + 1)}>
            {t("blogs.next")}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
