import { Button, Group, Stack, Title } from "@mantine/core";
import { IconPlus, IconSettings } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useParams, useSearchParams } from "react-router";
import { EmptyState } from "../../../components/EmptyState";
import { QueryState } from "../../../components/QueryState";
import { usePageTitle } from "../../../lib/page-title";
import { blogArticlesQuery, blogQuery, latestArticlesQuery } from "../api";
import { ArticleList } from "../components/ArticleList";
import { ChannelLink } from "../components/ChannelLink";
import { RssFeedButton } from "../components/RssFeedButton";

function usePage(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get("page")) || 1);
  return [page, (next) => setParams(next > 1 ? { page: String(next) } : {})];
}

/** /blogs: the newest articles the member may read across blogs. */
export function LatestArticlesPage() {
  const { t } = useTranslation();
  const [page, setPage] = usePage();
  const query = useQuery(latestArticlesQuery(page));
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t("blogs.latestTitle")}
      </Title>
      <QueryState query={query}>
        {(list) => <ArticleList list={list} page={page} onPage={setPage} showBlog empty={t("blogs.latestEmpty")} />}
      </QueryState>
    </Stack>
  );
}

/** /blogs/{blog_id}/articles: a blog's articles, with drafts and scheduled ones for its writers. */
export function BlogArticlesPage() {
  const { t } = useTranslation();
  const { blogId = "" } = useParams();
  const [page, setPage] = usePage();
  const query = useQuery(blogArticlesQuery(blogId, page));
  const blog = useQuery(blogQuery(blogId));
  usePageTitle(query.data?.blog?.title);
  return (
    <QueryState query={query} notFound={<EmptyState title={t("blogs.blogNotFound")} />}>
      {(list) => (
        <Stack gap="md">
          <Group justify="space-between" wrap="wrap">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Title order={1} size="h2" style={{ overflowWrap: "anywhere" }}>
                {list.blog?.title}
              </Title>
              <ChannelLink channel={list.blog?.channel ?? null} />
            </Stack>
            <Group gap="xs">
              <RssFeedButton blogId={blogId} />
              {blog.data?.can.update && (
                <Button
                  component={Link}
                  to={`/blogs/${blogId}/edit`}
                  variant="default"
                  leftSection={<IconSettings size={16} />}
                  data-testid="blog-settings"
                >
                  {t("blogs.blogSettings")}
                </Button>
              )}
              {list.can.create && (
                <Button
                  component={Link}
                  to={`/blogs/${blogId}/articles/new`}
                  leftSection={<IconPlus size={16} />}
                  data-testid="article-new"
                >
                  {t("blogs.newArticle")}
                </Button>
              )}
            </Group>
          </Group>
          <ArticleList list={list} page={page} onPage={setPage} showBlog={false} empty={t("blogs.blogEmpty")} />
        </Stack>
      )}
    </QueryState>
  );
}
