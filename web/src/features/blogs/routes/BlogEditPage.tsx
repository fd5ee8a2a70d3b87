import { type Blog, blogBody, type PresentedAudienceEntry, type PublishAs } from "@intranet/contracts";
import { Alert, Button, Group, Paper, Radio, Stack, Text, Textarea, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { EmptyState } from "../../../components/EmptyState";
import { QueryState } from "../../../components/QueryState";
import { notifySaved } from "../../../components/toasts";
import { contractValidator, formErrorTarget } from "../../../lib/forms";
import { useAppMutation } from "../../../lib/mutations";
import { usePageTitle } from "../../../lib/page-title";
import { blogQuery, refreshBlogs, saveBlog } from "../api";
import { AudiencePicker } from "../components/AudiencePicker";

type FormValues = {
  title: string;
  description: string;
  publish_as: PublishAs;
  create_and_update: PresentedAudienceEntry[];
  publish_and_unpublish: PresentedAudienceEntry[];
};

const entries = (list: PresentedAudienceEntry[]) => list.map((e) => ({ type: e.type, id: e.id }));
const toBody = (v: FormValues) => ({
  blog: {
    title: v.title.trim(),
    description: v.description.trim(),
    publish_as: v.publish_as,
    policy_settings: {
      create_and_update: { permitted_audience: entries(v.create_and_update) },
      publish_and_unpublish: { permitted_audience: entries(v.publish_and_unpublish) },
    },
  },
});

function BlogForm({ blog }: { blog: Blog }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<FormValues>({
    initialValues: {
      title: blog.title,
      description: blog.description,
      publish_as: blog.publish_as,
      create_and_update: blog.policy_settings.create_and_update.permitted_audience,
      publish_and_unpublish: blog.policy_settings.publish_and_unpublish.permitted_audience,
    },
    validate: contractValidator(blogBody, toBody),
  });
  const save = useAppMutation({
    mutationFn: (v: FormValues) => saveBlog(blog.id, toBody(v)),
    onSuccess: async (saved) => {
      notifySaved(t("blogs.blogForm.saved"));
      queryClient.setQueryData(blogQuery(blog.id).queryKey, saved);
      form.resetDirty({
        title: saved.title,
        description: saved.description,
        publish_as: saved.publish_as,
        create_and_update: saved.policy_settings.create_and_update.permitted_audience,
        publish_and_unpublish: saved.policy_settings.publish_and_unpublish.permitted_audience,
      });
      await refreshBlogs(queryClient);
    },
    form: formErrorTarget(form),
    saveFailed: true,
  });
  return (
    <Paper withBorder radius="md" p="md">
      <form onSubmit={form.onSubmit((v) => save.mutate(v))} noValidate>
        <Stack gap="md">
          <Title order={1} size="h3">
            {t("blogs.blogForm.heading")}
          </Title>
          <TextInput
            label={t("blogs.blogForm.title")}
            required
            maxLength={120}
            data-testid="blog-title-input"
            {...form.getInputProps("title")}
          />
          <Textarea
            label={t("blogs.blogForm.description")}
            autosize
            minRows={2}
            maxLength={2000}
            data-testid="blog-description-input"
            {...form.getInputProps("description")}
          />
          <Radio.Group label={t("blogs.blogForm.publishAs")} {...form.getInputProps("publish_as")}>
            <Group mt={6} gap="md">
              <Radio value="blog_title" label={t("blogs.blogForm.publishAsBlogTitle")} data-testid="publish-as-blog" />
              <Radio value="author" label={t("blogs.blogForm.publishAsAuthor")} data-testid="publish-as-author" />
            </Group>
          </Radio.Group>
          <Text size="sm" c="dimmed">
            {t("blogs.blogForm.policyHint")}
          </Text>
          <AudiencePicker
            legend={t("blogs.blogForm.createAndUpdate")}
            value={form.values.create_and_update}
            onChange={(v) => form.setFieldValue("create_and_update", v)}
            testId="audience-create"
          />
          <AudiencePicker
            legend={t("blogs.blogForm.publishAndUnpublish")}
            value={form.values.publish_and_unpublish}
            onChange={(v) => form.setFieldValue("publish_and_unpublish", v)}
            testId="audience-publish"
          />
          <Group justify="flex-end" gap="sm">
            <Button component={Link} to={`/blogs/${blog.id}/articles`} variant="default">
              {t("blogs.form.cancel")}
            </Button>
            <Button
              type="submit"
              disabled={!form.isDirty() || save.isPending}
              loading={save.isPending}
              data-testid="blog-save"
            >
              {t("blogs.blogForm.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** /blogs/{id}/edit: the blog's title, description, byline and who may write and publish. */
export function BlogEditPage() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const query = useQuery(blogQuery(id));
  usePageTitle(query.data?.title);
  return (
    <QueryState query={query} notFound={<EmptyState title={t("blogs.blogNotFound")} />}>
      {(blog) =>
        blog.can.update ? (
          <BlogForm blog={blog} />
        ) : (
          <Alert color="gray" data-testid="blog-no-permission">
            {t("blogs.noPermission")}
          </Alert>
        )
      }
    </QueryState>
  );
}
