import "../../../components/rich-text-images.css";
import type { Article } from "@intranet/contracts";
import { Anchor, Button, Group, Image, Paper, Stack, Text, Title, Typography } from "@mantine/core";
import { IconMessageCircle, IconPencil, IconTrash } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { openConfirm } from "../../../components/confirm";
import { EmptyState } from "../../../components/EmptyState";
import { QueryState } from "../../../components/QueryState";
import { notifySaved } from "../../../components/toasts";
import { useAppMutation } from "../../../lib/mutations";
import { usePageTitle } from "../../../lib/page-title";
import { articleQuery, deleteArticle, refreshBlogs } from "../api";
import { ArticleStatus } from "../components/ArticleList";
import { ChannelLink } from "../components/ChannelLink";

function ArticleView({ article }: { article: Article }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useAppMutation({
    mutationFn: () => deleteArticle(article.blog_id, article.id),
    onSuccess: async (res) => {
      notifySaved(t("blogs.deleted"));
      // Gone from the cache before the move, so the refresh below cannot ask for the deleted article (404).
      queryClient.removeQueries({ queryKey: articleQuery(article.blog_id, article.id).queryKey, exact: true });
      await navigate(res.redirect);
      await refreshBlogs(queryClient);
    },
  });
  return (
    <Paper withBorder radius="md" p={{ base: "sm", sm: "lg" }} component="article">
      <Stack gap="md">
        {article.image_url && (
          <Image src={article.image_url} alt="" radius="md" mah={360} fit="cover" data-testid="article-image" />
        )}
        <Stack gap={4}>
          <Title order={1} size="h2" style={{ overflowWrap: "anywhere" }} data-testid="article-title">
            {article.title}
          </Title>
          <Group gap="xs" wrap="wrap" data-testid="article-meta">
            <Text span size="sm" fw={500}>
              {article.byline}
            </Text>
            <ArticleStatus article={article} />
            <Anchor component={Link} to={`/blogs/${article.blog_id}/articles`} size="sm">
              {t("blogs.inBlog", { title: article.blog_title })}
            </Anchor>
            <ChannelLink channel={article.channel} />
          </Group>
        </Stack>
        {article.teaser && (
          <Text fw={500} style={{ overflowWrap: "anywhere" }} data-testid="article-teaser">
            {article.teaser}
          </Text>
        )}
        <Typography style={{ overflowWrap: "anywhere" }}>
          <div
            className="rich-text-images"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on the server with the article allowlist, on write and on read
            dangerouslySetInnerHTML={{ __html: article.html_content }}
            data-testid="article-content"
          />
        </Typography>
        {article.activity_id && (
          <Group>
            <Button
              component={Link}
              to={`/activities/${article.activity_id}`}
              variant="light"
              leftSection={<IconMessageCircle size={16} />}
              data-testid="article-discussion"
            >
              {t("blogs.discussion")}
            </Button>
          </Group>
        )}
        {(article.can.update || article.can.destroy) && (
          <Group gap="xs">
            {article.can.update && (
              <Button
                component={Link}
                to={`${article.path}/edit`}
                variant="default"
                leftSection={<IconPencil size={16} />}
                data-testid="article-edit"
              >
                {t("blogs.edit")}
              </Button>
            )}
            {article.can.destroy && (
              <Button
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={16} />}
                loading={remove.isPending}
                data-testid="article-delete"
                onClick={() =>
                  openConfirm({
                    message: t("blogs.deleteConfirm", { title: article.title }),
                    confirmLabel: t("blogs.delete"),
                    danger: true,
                    onConfirm: () => remove.mutate(),
                  })
                }
              >
                {t("blogs.delete")}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * /blogs/{blog_id}/articles/{id}: the article, its image, byline (author or blog title), date and text, and the way
 * to its post in the activity stream, where readers comment and like it.
 */
export function ArticlePage() {
  const { t } = useTranslation();
  const { blogId = "", id = "" } = useParams();
  const query = useQuery(articleQuery(blogId, id));
  usePageTitle(query.data?.title);
  return (
    <QueryState query={query} notFound={<EmptyState title={t("blogs.notFound")} />}>
      {(article) => <ArticleView article={article} />}
    </QueryState>
  );
}
