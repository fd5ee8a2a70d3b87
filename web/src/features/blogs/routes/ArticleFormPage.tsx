import "@mantine/tiptap/styles.css";
import "../../../components/rich-text-images.css";
import { type Article, articleBody } from "@intranet/contracts";
import {
  Alert,
  Button,
  Group,
  Input,
  Paper,
  SegmentedControl,
  Stack,
  Switch,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { RichTextEditor } from "@mantine/tiptap";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { EmptyState } from "../../../components/EmptyState";
import { QueryState } from "../../../components/QueryState";
import { RichTextToolbar } from "../../../components/RichTextToolbar";
import { notifySaved } from "../../../components/toasts";
import { UploadField } from "../../../components/upload/UploadField";
import { submitUploads, type UploadEntry } from "../../../components/upload/upload-entry";
import { contractValidator, formErrorTarget } from "../../../lib/forms";
import { useAppMutation } from "../../../lib/mutations";
import { usePageTitle } from "../../../lib/page-title";
import { richTextStarter, storedImage, useRichTextEditor } from "../../../lib/rich-text";
import { articleQuery, blogQuery, refreshBlogs, saveArticle } from "../api";

type FormValues = {
  title: string;
  teaser: string;
  html_content: string;
  status: "draft" | "published";
  /** The browser's local wall-clock time (`datetime-local`), empty for now. */
  published_at: string;
  post_to_stream: boolean;
};

/** `datetime-local` speaks the browser's wall clock; the API an instant. */
const toLocalInput = (iso: string | null) => {
  if (!iso) return "";
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const fromLocalInput = (value: string) => (value ? new Date(value).toISOString() : null);

const toBody = (v: FormValues, imageId: string | null) => ({
  article: {
    title: v.title.trim(),
    teaser: v.teaser.trim() || null,
    image_id: imageId,
    html_content: v.html_content,
    status: v.status,
    published_at: fromLocalInput(v.published_at),
    post_to_stream: v.post_to_stream,
  },
});

function ArticleForm({
  blogId,
  article,
  mayPublish,
}: {
  blogId: string;
  article: Article | null;
  mayPublish: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [changed, setChanged] = useState(false);
  const [image, setImage] = useState<{ id: string; url: string } | null>(
    article?.image_id && article.image_url ? { id: article.image_id, url: article.image_url } : null,
  );
  const [uploads, setUploads] = useState<UploadEntry[]>([]);
  const form = useForm<FormValues>({
    initialValues: {
      title: article?.title ?? "",
      teaser: article?.teaser ?? "",
      html_content: article?.html_content ?? "",
      status: article?.status ?? "draft",
      published_at: toLocalInput(article?.published_at ?? null),
      post_to_stream: article?.post_to_stream ?? true,
    },
    validate: contractValidator(articleBody, (v) => toBody(v, image?.id ?? null)),
    onValuesChange: () => setChanged(true),
  });
  const contentLabel = t("blogs.form.content");
  const editor = useRichTextEditor({
    label: contentLabel,
    content: article?.html_content ?? "",
    extensions: () => [richTextStarter(), storedImage],
    onChange: (html) => form.setFieldValue("html_content", html),
  });
  const save = useAppMutation({
    mutationFn: async (v: FormValues) => {
      const [published] = await submitUploads("images", uploads);
      return saveArticle(blogId, article?.id ?? null, toBody(v, published?.id ?? image?.id ?? null));
    },
    onSuccess: async (saved) => {
      notifySaved(t("blogs.form.saved"));
      queryClient.setQueryData(articleQuery(blogId, saved.id).queryKey, saved);
      navigate(saved.path);
      await refreshBlogs(queryClient);
    },
    form: formErrorTarget(form),
    saveFailed: t("blogs.form.saveFailed"),
  });
  return (
    <Paper withBorder radius="md" p="md">
      <form onSubmit={form.onSubmit((v) => save.mutate(v))} noValidate>
        <Stack gap="md">
          <Title order={1} size="h3">
            {article ? t("blogs.editArticle") : t("blogs.newArticle")}
          </Title>
          <TextInput
            label={t("blogs.form.title")}
            required
            maxLength={200}
            data-testid="article-title-input"
            {...form.getInputProps("title")}
          />
          <Textarea
            label={t("blogs.form.teaser")}
            autosize
            minRows={2}
            maxLength={1000}
            data-testid="article-teaser-input"
            {...form.getInputProps("teaser")}
          />
          <Stack gap={6}>
            {image && (
              <Group gap="sm">
                <img src={image.url} alt={t("blogs.form.currentImage")} style={{ height: 80, width: "auto" }} />
                <Button
                  variant="subtle"
                  color="red"
                  size="xs"
                  onClick={() => {
                    setImage(null);
                    setChanged(true);
                  }}
                >
                  {t("blogs.form.removeImage")}
                </Button>
              </Group>
            )}
            <UploadField
              directory="images"
              label={t("blogs.form.image")}
              value={uploads}
              onChange={(entries) => {
                setUploads(entries);
                setChanged(true);
              }}
              maxFiles={1}
              extensionFilter={null}
            />
          </Stack>
          <Input.Wrapper label={contentLabel} error={form.errors.html_content}>
            <RichTextEditor editor={editor} data-testid="article-editor" style={{ minWidth: 0 }}>
              <RichTextToolbar headings blockquote images />
              <RichTextEditor.Content mih={240} className="rich-text-images" />
            </RichTextEditor>
          </Input.Wrapper>
          {mayPublish && (
            <Input.Wrapper label={t("blogs.form.status")}>
              <div>
                <SegmentedControl
                  data={[
                    { value: "draft", label: t("blogs.form.statusDraft") },
                    { value: "published", label: t("blogs.form.statusPublished") },
                  ]}
                  data-testid="article-status"
                  {...form.getInputProps("status")}
                />
              </div>
            </Input.Wrapper>
          )}
          {mayPublish && form.values.status === "published" && (
            <TextInput
              type="datetime-local"
              label={t("blogs.form.publishedAt")}
              description={t("blogs.form.publishedAtHint")}
              data-testid="article-published-at"
              {...form.getInputProps("published_at")}
            />
          )}
          {mayPublish && (
            <Switch
              label={t("blogs.form.postToStream")}
              description={t("blogs.form.postToStreamHint")}
              data-testid="article-post-to-stream"
              {...form.getInputProps("post_to_stream", { type: "checkbox" })}
            />
          )}
          <Group justify="flex-end" gap="sm">
            <Button
              component={Link}
              to={article ? article.path : `/blogs/${blogId}/articles`}
              variant="default"
              data-testid="article-cancel"
            >
              {t("blogs.form.cancel")}
            </Button>
            <Button
              type="submit"
              disabled={!changed || save.isPending}
              loading={save.isPending}
              data-testid="article-save"
            >
              {t("blogs.form.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function NoPermission() {
  const { t } = useTranslation();
  return (
    <Alert color="gray" data-testid="article-no-permission">
      {t("blogs.noPermission")}
    </Alert>
  );
}

/** /blogs/{blog_id}/articles/new */
export function NewArticlePage() {
  const { t } = useTranslation();
  const { blogId = "" } = useParams();
  const query = useQuery(blogQuery(blogId));
  usePageTitle(t("blogs.newArticle"));
  return (
    <QueryState query={query} notFound={<EmptyState title={t("blogs.blogNotFound")} />}>
      {(blog) =>
        blog.can.create_articles ? (
          <ArticleForm blogId={blogId} article={null} mayPublish={blog.can.publish_articles} />
        ) : (
          <NoPermission />
        )
      }
    </QueryState>
  );
}

/** /blogs/{blog_id}/articles/{id}/edit */
export function EditArticlePage() {
  const { t } = useTranslation();
  const { blogId = "", id = "" } = useParams();
  const query = useQuery(articleQuery(blogId, id));
  usePageTitle(query.data?.title);
  return (
    <QueryState query={query} notFound={<EmptyState title={t("blogs.notFound")} />}>
      {(article) =>
        article.can.update ? (
          <ArticleForm key={article.id} blogId={blogId} article={article} mayPublish={article.can.publish} />
        ) : (
          <NoPermission />
        )
      }
    </QueryState>
  );
}
