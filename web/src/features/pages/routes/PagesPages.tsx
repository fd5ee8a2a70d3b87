import "@mantine/tiptap/styles.css";
import { type NetworkPage, networkPageBody } from "@intranet/contracts";
import {
  Alert,
  Anchor,
  Breadcrumbs,
  Button,
  Checkbox,
  Group,
  Input,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
  Typography,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { RichTextEditor } from "@mantine/tiptap";
import { IconFileText, IconPencil, IconTrash } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { openConfirm } from "../../../components/confirm";
import { EmptyState } from "../../../components/EmptyState";
import { PageLoader } from "../../../components/PageLoader";
import { QueryState } from "../../../components/QueryState";
import { RichTextToolbar } from "../../../components/RichTextToolbar";
import { notifySaved } from "../../../components/toasts";
import { formatInstant } from "../../../lib/dates";
import { contractValidator, formErrorTarget } from "../../../lib/forms";
import { useAppMutation } from "../../../lib/mutations";
import { usePageTitle } from "../../../lib/page-title";
import { useRichTextEditor } from "../../../lib/rich-text";
import {
  deleteNetworkPage,
  flattenTree,
  networkPageQuery,
  networkPagesQuery,
  pageTree,
  refreshNetworkPages,
  saveNetworkPage,
  userbarPagesQuery,
} from "../api";

function PageNotFound() {
  const { t } = useTranslation();
  return <EmptyState title={t("pages.notFound")} icon={<IconFileText />} />;
}

/** /info: the pages picked for the userbar, with the imprint and the legal texts. */
export function InfoPage() {
  const { t } = useTranslation();
  const query = useQuery(userbarPagesQuery);
  return (
    <Stack gap="md" maw={760} data-testid="pages-info">
      <Title order={2}>{t("pages.infoTitle")}</Title>
      <Text c="dimmed">{t("pages.infoIntro")}</Text>
      <QueryState query={query}>
        {(list) => (
          <Stack gap={4} component="ul" pl="md" m={0}>
            {list.pages.map((page) => (
              <li key={page.id}>
                <Anchor component={Link} to={page.path}>
                  {page.title}
                </Anchor>
              </li>
            ))}
          </Stack>
        )}
      </QueryState>
      <Group gap="md">
        <Anchor component={Link} to="/imprint">
          {t("pages.imprint")}
        </Anchor>
        <Anchor component={Link} to="/legal">
          {t("pages.legal")}
        </Anchor>
      </Group>
    </Stack>
  );
}

function PageView({ page }: { page: NetworkPage }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useAppMutation({
    mutationFn: () => deleteNetworkPage(page.slug),
    onSuccess: async (res) => {
      notifySaved(t("pages.deleted", { title: page.title }));
      navigate(res.redirect);
      await refreshNetworkPages(queryClient);
    },
  });
  return (
    <Paper withBorder radius="md" p="md" component="article" maw={860}>
      <Stack gap="md">
        {page.ancestors.length > 0 && (
          <nav aria-label={t("pages.breadcrumbs")}>
            <Breadcrumbs separator="›" style={{ flexWrap: "wrap" }}>
              {page.ancestors.map((a) => (
                <Anchor key={a.id} component={Link} to={a.path} size="sm">
                  {a.title}
                </Anchor>
              ))}
            </Breadcrumbs>
          </nav>
        )}
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
            <Title order={2} style={{ overflowWrap: "anywhere" }} data-testid="page-title">
              {page.title}
            </Title>
            <Text size="sm" c="dimmed">
              {page.author && `${t("pages.byline", { name: page.author.displayName })} · `}
              {t("pages.changed", { date: formatInstant(page.updated_at) })}
            </Text>
          </Stack>
          {page.can.update && (
            <Group gap="xs">
              <Button
                component={Link}
                to={`${page.path}/edit`}
                variant="default"
                leftSection={<IconPencil size={16} />}
                data-testid="page-edit"
              >
                {t("pages.edit")}
              </Button>
              <Button
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={16} />}
                loading={remove.isPending}
                data-testid="page-delete"
                onClick={() =>
                  openConfirm({
                    message: t("pages.deleteConfirm", { title: page.title }),
                    confirmLabel: t("pages.delete"),
                    danger: true,
                    onConfirm: () => remove.mutate(),
                  })
                }
              >
                {t("pages.delete")}
              </Button>
            </Group>
          )}
        </Group>
        {page.html_content === "" ? (
          <Text c="dimmed">{t("pages.noContent")}</Text>
        ) : (
          <Typography style={{ overflowWrap: "anywhere" }}>
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on the server with the group_page allowlist, on write and on read */}
            <div dangerouslySetInnerHTML={{ __html: page.html_content }} data-testid="page-content" />
          </Typography>
        )}
        {page.children.length > 0 && (
          <Stack gap={4}>
            <Title order={3} size="h4">
              {t("pages.subpages")}
            </Title>
            <Stack gap={4} component="ul" pl="md" m={0}>
              {page.children.map((c) => (
                <li key={c.id}>
                  <Anchor component={Link} to={c.path}>
                    {c.title}
                  </Anchor>
                </li>
              ))}
            </Stack>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

/** /pages/{pageSlug}: a network page with where it sits in the tree. */
export function NetworkPageViewPage() {
  const { pageSlug = "" } = useParams();
  const query = useQuery(networkPageQuery(pageSlug));
  usePageTitle(query.data?.title);
  return (
    <QueryState query={query} notFound={<PageNotFound />}>
      {(page) => <PageView page={page} />}
    </QueryState>
  );
}

type FormValues = { title: string; html_content: string; parent_id: string | null; show_in_userbar: boolean };

const toBody = (v: FormValues) => ({
  page: {
    title: v.title.trim(),
    html_content: v.html_content,
    parent_id: v.parent_id,
    show_in_userbar: v.show_in_userbar,
  },
});

function PageForm({ page, parents }: { page: NetworkPage | null; parents: { value: string; label: string }[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<FormValues>({
    initialValues: {
      title: page?.title ?? "",
      html_content: page?.html_content ?? "",
      parent_id: page?.parent_id ?? null,
      show_in_userbar: page?.show_in_userbar ?? false,
    },
    validate: contractValidator(networkPageBody, toBody),
  });
  const contentLabel = t("pages.form.content");
  const editor = useRichTextEditor({
    label: contentLabel,
    content: page?.html_content ?? "",
    onChange: (html) => form.setFieldValue("html_content", html),
  });
  const save = useAppMutation({
    mutationFn: (v: FormValues) => saveNetworkPage(page?.slug ?? null, toBody(v)),
    onSuccess: async (saved) => {
      notifySaved(t(page ? "pages.form.saved" : "pages.form.created", { title: saved.title }));
      queryClient.setQueryData(networkPageQuery(saved.slug).queryKey, saved);
      navigate(saved.path);
      await refreshNetworkPages(queryClient);
    },
    form: formErrorTarget(form),
    saveFailed: t("pages.form.saveFailed"),
  });
  return (
    <Paper withBorder radius="md" p="md" maw={860}>
      <form onSubmit={form.onSubmit((v) => save.mutate(v))} noValidate>
        <Stack gap="md">
          <Title order={2} style={{ overflowWrap: "anywhere" }}>
            {page ? t("pages.form.editTitle", { title: page.title }) : t("pages.form.newTitle")}
          </Title>
          <TextInput
            label={t("pages.form.title")}
            required
            maxLength={120}
            data-testid="page-title-input"
            {...form.getInputProps("title")}
          />
          <Select
            label={t("pages.form.parent")}
            placeholder={t("pages.form.noParent")}
            data={parents.filter((p) => p.value !== page?.id)}
            clearable
            searchable
            data-testid="page-parent"
            {...form.getInputProps("parent_id")}
          />
          <Checkbox
            label={t("pages.form.showInUserbar")}
            description={t("pages.form.showInUserbarHint")}
            data-testid="page-show-in-userbar"
            {...form.getInputProps("show_in_userbar", { type: "checkbox" })}
          />
          <Input.Wrapper label={contentLabel} error={form.errors.html_content}>
            <RichTextEditor editor={editor} data-testid="page-editor" style={{ minWidth: 0 }}>
              <RichTextToolbar headings blockquote />
              <RichTextEditor.Content mih={240} />
            </RichTextEditor>
          </Input.Wrapper>
          <Group justify="flex-end" gap="sm">
            <Button component={Link} to={page ? page.path : "/more"} variant="default" data-testid="page-cancel">
              {t("pages.form.cancel")}
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="page-save">
              {t("pages.form.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/**
 * /pages/new and /pages/{pageSlug}/edit: network administrators write pages; who may not (the list's `can.create`,
 * the page's `can.update`) is told so instead of a form whose save the server would refuse.
 */
export function NetworkPageFormPage() {
  const { t } = useTranslation();
  const { pageSlug } = useParams();
  const list = useQuery(networkPagesQuery);
  const page = useQuery({ ...networkPageQuery(pageSlug ?? ""), enabled: Boolean(pageSlug) });
  if (pageSlug && !page.isSuccess) return <QueryState query={page} notFound={<PageNotFound />} />;
  if (!list.isSuccess) return list.isPending ? <PageLoader /> : <QueryState query={list} />;
  if (!(page.data ? page.data.can.update : list.data.can.create))
    return (
      <Alert color="gray" data-testid="page-no-permission">
        {t("pages.noPermission")}
      </Alert>
    );
  const parents = flattenTree(pageTree(list.data.pages)).map(({ page: p, depth }) => ({
    value: p.id,
    label: `${"— ".repeat(depth)}${p.title}`,
  }));
  return <PageForm key={page.data?.id ?? "new"} page={page.data ?? null} parents={parents} />;
}
