import "@mantine/tiptap/styles.css";
import { type GroupPage, type GroupPageEntry, groupPageBody } from "@intranet/contracts";
import { Alert, Anchor, Button, Group, Input, Paper, Stack, Text, TextInput, Title, Typography } from "@mantine/core";
import { useForm } from "@mantine/form";
import { RichTextEditor } from "@mantine/tiptap";
import { IconArrowsSort, IconFileText, IconPencil, IconPlus, IconTrash } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { openConfirm } from "../../../components/confirm";
import { EmptyState } from "../../../components/EmptyState";
import { QueryState } from "../../../components/QueryState";
import { RichTextToolbar } from "../../../components/RichTextToolbar";
import { SortableList } from "../../../components/SortableList";
import { notifySaved } from "../../../components/toasts";
import { formatInstant } from "../../../lib/dates";
import { contractValidator, formErrorTarget } from "../../../lib/forms";
import { useAppMutation } from "../../../lib/mutations";
import { usePageTitle } from "../../../lib/page-title";
import { useRichTextEditor } from "../../../lib/rich-text";
import {
  deleteGroupPage,
  groupPageQuery,
  groupPagesQuery,
  refreshGroupPages,
  saveGroupPage,
  saveGroupPageOrder,
} from "../api";
import { GroupLayout } from "../components/GroupLayout";
import { useLeaveWarning } from "../components/useLeaveWarning";

/** The screens of a group's pages (communication §2 "/groups/{groupSlug}/pages/{pageSlug}"), under the group's header. */

function PageNotFound() {
  const { t } = useTranslation();
  return <EmptyState title={t("groups.pages.notFound")} icon={<IconFileText />} />;
}

function PageLine({ page }: { page: GroupPageEntry }) {
  return (
    <>
      <Anchor component={Link} to={page.path} style={{ overflowWrap: "anywhere" }}>
        {page.title}
      </Anchor>
      <Text span size="sm" c="dimmed" ml="xs">
        {formatInstant(page.updated_at)}
      </Text>
    </>
  );
}

/**
 * /groups/{slug}/pages: the group's pages in their order, and for those who keep them "New page" and "Change order"
 * (drag, keyboard or up/down buttons; each move saved at once with `PUT /groups/{slug}/pages/order`).
 */
export function GroupPagesIndexPage() {
  const { t } = useTranslation();
  const { slug = "" } = useParams();
  const queryClient = useQueryClient();
  const query = useQuery(groupPagesQuery(slug));
  const [ordering, setOrdering] = useState(false);
  const saveOrder = useAppMutation({
    mutationFn: (ids: string[]) => saveGroupPageOrder(slug, ids),
    onMutate: (ids) => {
      queryClient.setQueryData(groupPagesQuery(slug).queryKey, (list) =>
        list ? { ...list, pages: ids.flatMap((id) => list.pages.find((p) => p.id === id) ?? []) } : list,
      );
    },
    onSuccess: async (list) => {
      queryClient.setQueryData(groupPagesQuery(slug).queryKey, list);
      notifySaved(t("groups.pages.order.saved"));
      await refreshGroupPages(queryClient, slug);
    },
    onError: () => refreshGroupPages(queryClient, slug),
  });
  return (
    <GroupLayout>
      {() => (
        <QueryState query={query}>
          {(list) => (
            <Paper withBorder radius="md" p="md">
              <Stack gap="sm">
                <Group justify="space-between" wrap="wrap">
                  <Title order={2} size="h3">
                    {t("groups.pages.title")}
                  </Title>
                  {list.can.create && (
                    <Group gap="sm">
                      {list.pages.length > 1 && (
                        <Button
                          variant="default"
                          leftSection={<IconArrowsSort size={16} />}
                          onClick={() => setOrdering((on) => !on)}
                          aria-pressed={ordering}
                          data-testid="group-page-order-toggle"
                        >
                          {t(ordering ? "groups.pages.order.done" : "groups.pages.order.change")}
                        </Button>
                      )}
                      <Button
                        component={Link}
                        to={`/groups/${slug}/pages/new`}
                        leftSection={<IconPlus size={16} />}
                        data-testid="group-page-new"
                      >
                        {t("groups.pages.newTitle")}
                      </Button>
                    </Group>
                  )}
                </Group>
                {list.pages.length === 0 ? (
                  <Text c="dimmed" data-testid="group-pages-empty">
                    {t("groups.pages.empty")}
                  </Text>
                ) : ordering && list.can.create ? (
                  <SortableList
                    items={list.pages}
                    idOf={(page) => page.id}
                    labels={{
                      drag: t("groups.pages.order.drag"),
                      up: t("groups.pages.order.up"),
                      down: t("groups.pages.order.down"),
                    }}
                    onReorder={(pages) => saveOrder.mutate(pages.map((p) => p.id))}
                    testId="group-page-order"
                  >
                    {(page) => (
                      <Paper withBorder px="sm" py={6} radius="sm" data-testid="group-page-order-item">
                        <PageLine page={page} />
                      </Paper>
                    )}
                  </SortableList>
                ) : (
                  <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: "none" }} data-testid="group-pages">
                    {list.pages.map((page) => (
                      <li key={page.id}>
                        <PageLine page={page} />
                      </li>
                    ))}
                  </Stack>
                )}
              </Stack>
            </Paper>
          )}
        </QueryState>
      )}
    </GroupLayout>
  );
}

function PageView({ page }: { page: GroupPage }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useAppMutation({
    mutationFn: () => deleteGroupPage(page.group.slug, page.slug),
    onSuccess: async (res) => {
      notifySaved(t("groups.pages.deleted", { title: page.title }));
      navigate(res.redirect);
      await refreshGroupPages(queryClient, page.group.slug);
    },
  });
  return (
    <Paper withBorder radius="md" p="md" component="article">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
            <Title order={2} style={{ overflowWrap: "anywhere" }} data-testid="group-page-title">
              {page.title}
            </Title>
            <Text size="sm" c="dimmed" data-testid="group-page-meta">
              {page.author && (
                <>
                  {t("groups.pages.byline", { name: page.author.displayName })}
                  {" · "}
                </>
              )}
              {t("groups.pages.changed", { date: formatInstant(page.updated_at) })}
            </Text>
          </Stack>
          {(page.can.update || page.can.destroy) && (
            <Group gap="xs">
              {page.can.update && (
                <Button
                  component={Link}
                  to={`${page.path}/edit`}
                  variant="default"
                  leftSection={<IconPencil size={16} />}
                  data-testid="group-page-edit"
                >
                  {t("groups.pages.edit")}
                </Button>
              )}
              {page.can.destroy && (
                <Button
                  variant="subtle"
                  color="red"
                  leftSection={<IconTrash size={16} />}
                  loading={remove.isPending}
                  data-testid="group-page-delete"
                  onClick={() =>
                    openConfirm({
                      message: t("groups.pages.deleteConfirm", { title: page.title }),
                      confirmLabel: t("groups.pages.delete"),
                      danger: true,
                      onConfirm: () => remove.mutate(),
                    })
                  }
                >
                  {t("groups.pages.delete")}
                </Button>
              )}
            </Group>
          )}
        </Group>
        {page.html_content === "" ? (
          <Text c="dimmed">{t("groups.pages.noContent")}</Text>
        ) : (
          <Typography style={{ overflowWrap: "anywhere" }}>
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on the server with the group_page allowlist, on write and on read */}
            <div dangerouslySetInnerHTML={{ __html: page.html_content }} data-testid="group-page-content" />
          </Typography>
        )}
      </Stack>
    </Paper>
  );
}

/** /groups/{slug}/pages/{pageSlug}: the page, with edit and delete for those who may. */
export function GroupPageViewPage() {
  const { slug = "", pageSlug = "" } = useParams();
  const query = useQuery(groupPageQuery(slug, pageSlug));
  usePageTitle(query.data?.title);
  return (
    <GroupLayout>
      {() => (
        <QueryState query={query} notFound={<PageNotFound />}>
          {(page) => <PageView page={page} />}
        </QueryState>
      )}
    </GroupLayout>
  );
}

type FormValues = { title: string; html_content: string };

const toBody = (v: FormValues) => ({ group_page: { title: v.title.trim(), html_content: v.html_content } });

/** The page form: a title and the rich text, saved as a new page or over `page`. */
function GroupPageForm({ groupSlug, page }: { groupSlug: string; page: GroupPage | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [changed, setChanged] = useState(false);
  const form = useForm<FormValues>({
    initialValues: { title: page?.title ?? "", html_content: page?.html_content ?? "" },
    validate: contractValidator(groupPageBody, toBody),
  });
  const contentLabel = t("groups.pages.contentLabel");
  const editor = useRichTextEditor({
    label: contentLabel,
    content: page?.html_content ?? "",
    onChange: (html) => {
      setChanged(true);
      form.setFieldValue("html_content", html);
    },
  });
  const release = useLeaveWarning(changed);
  const save = useAppMutation({
    mutationFn: (v: FormValues) => saveGroupPage(groupSlug, page?.slug ?? null, toBody(v)),
    onSuccess: async (saved) => {
      notifySaved(t(page ? "groups.pages.saved" : "groups.pages.created", { title: saved.title }));
      release();
      queryClient.setQueryData(groupPageQuery(groupSlug, saved.slug).queryKey, saved);
      navigate(saved.path);
      await refreshGroupPages(queryClient, groupSlug);
    },
    form: formErrorTarget(form),
    saveFailed: t("groups.pages.saveFailed"),
  });
  const cancelTo = page ? page.path : `/groups/${groupSlug}`;
  return (
    <Paper withBorder radius="md" p="md">
      <form onSubmit={form.onSubmit((v) => save.mutate(v))} noValidate>
        <Stack gap="md">
          <Title order={2} size="h3" style={{ overflowWrap: "anywhere" }}>
            {page ? t("groups.pages.editTitle", { title: page.title }) : t("groups.pages.newTitle")}
          </Title>
          <TextInput
            label={t("groups.pages.titleLabel")}
            required
            maxLength={120}
            data-testid="group-page-title-input"
            {...form.getInputProps("title")}
            onChange={(event) => {
              setChanged(true);
              form.setFieldValue("title", event.currentTarget.value);
            }}
          />
          <Input.Wrapper label={contentLabel} error={form.errors.html_content}>
            <RichTextEditor editor={editor} data-testid="group-page-editor" style={{ minWidth: 0 }}>
              <RichTextToolbar headings blockquote />
              <RichTextEditor.Content mih={240} />
            </RichTextEditor>
          </Input.Wrapper>
          <Group justify="flex-end" gap="sm">
            <Button component={Link} to={cancelTo} variant="default" data-testid="group-page-cancel">
              {t("groups.pages.cancel")}
            </Button>
            <Button
              type="submit"
              disabled={!changed || save.isPending}
              loading={save.isPending}
              data-testid="group-page-save"
            >
              {t("groups.pages.save")}
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
    <Alert color="gray" data-testid="group-page-no-permission">
      {t("groups.pages.noPermission")}
    </Alert>
  );
}

/** /groups/{slug}/pages/new */
export function NewGroupPagePage() {
  const { slug = "" } = useParams();
  const query = useQuery(groupPagesQuery(slug));
  return (
    <GroupLayout>
      {() => (
        <QueryState query={query}>
          {(list) => (list.can.create ? <GroupPageForm groupSlug={slug} page={null} /> : <NoPermission />)}
        </QueryState>
      )}
    </GroupLayout>
  );
}

/** /groups/{slug}/pages/{pageSlug}/edit */
export function EditGroupPagePage() {
  const { slug = "", pageSlug = "" } = useParams();
  const query = useQuery(groupPageQuery(slug, pageSlug));
  usePageTitle(query.data?.title);
  return (
    <GroupLayout>
      {() => (
        <QueryState query={query} notFound={<PageNotFound />}>
          {(page) =>
            page.can.update ? <GroupPageForm key={page.id} groupSlug={slug} page={page} /> : <NoPermission />
          }
        </QueryState>
      )}
    </GroupLayout>
  );
}
