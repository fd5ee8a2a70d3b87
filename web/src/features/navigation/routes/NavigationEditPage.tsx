import type { NavigationTree } from "@intranet/contracts";
import { Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconPlus } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { useNetwork } from "../../../api/network";
import { EmptyState } from "../../../components/EmptyState";
import { QueryState } from "../../../components/QueryState";
import { notifyError, notifySaved } from "../../../components/toasts";
import { useAppMutation } from "../../../lib/mutations";
import { GroupContentLayout } from "../../groups";
import { editorNavigationQuery, navigationChoicesQuery, refreshNavigation, saveNavigation } from "../api";
import { NavigationItemFields } from "../components/NavigationItemFields";
import { SortableList } from "../components/SortableList";
import {
  type EditorChoices,
  type EditorItem,
  emptyFieldPaths,
  emptyItem,
  STANDARD_LINKS,
  toBody,
  toEditorItems,
} from "../editor-items";

/** /administration/navigation/edit: the network's navigation, for network administrators. */
export function NavigationEditPage() {
  const { t } = useTranslation();
  const network = useNetwork();
  if (!network.can.administrate) return <EmptyState title={t("errors.notFoundTitle")} />;
  return <NavigationEditor slug={null} title={t("navigation.editor.title")} />;
}

/** /groups/{slug}/administration/navigation/edit: a group's navigation, for its administrators. */
export function GroupNavigationEditPage() {
  const { t } = useTranslation();
  const { slug = "" } = useParams();
  return (
    <GroupContentLayout>
      {(group) =>
        group.can.administrate ? (
          <NavigationEditor slug={slug} title={t("navigation.editor.groupTitle", { name: group.name })} />
        ) : (
          <EmptyState title={t("errors.notFoundTitle")} />
        )
      }
    </GroupContentLayout>
  );
}

function NavigationEditor({ slug, title }: { slug: string | null; title: string }) {
  const { t } = useTranslation();
  const tree = useQuery(editorNavigationQuery(slug));
  const choices = useQuery(navigationChoicesQuery(slug));
  const standard = STANDARD_LINKS.map((s) => ({ text: t(`navigation.editor.standard.${s.key}`), link: s.link }));
  return (
    <Paper withBorder radius="md" p="md" maw={960}>
      <Stack gap="md">
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed" size="sm">
          {t("navigation.editor.intro")}
        </Text>
        <QueryState query={tree}>
          {(loaded) => (
            <QueryState query={choices}>
              {(offered) => <EditorForm slug={slug} tree={loaded} choices={{ ...offered, standard }} />}
            </QueryState>
          )}
        </QueryState>
      </Stack>
    </Paper>
  );
}

function EditorForm({ slug, tree, choices }: { slug: string | null; tree: NavigationTree; choices: EditorChoices }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<{ items: EditorItem[] }>({
    initialValues: { items: toEditorItems(tree.navigation_items, choices) },
  });
  const save = useAppMutation({
    mutationFn: (items: EditorItem[]) => saveNavigation(slug, toBody(items)),
    onSuccess: async (saved) => {
      notifySaved(t("navigation.saved"));
      form.setValues({ items: toEditorItems(saved.navigation_items, choices) });
      form.resetDirty({ items: form.getValues().items });
      await refreshNavigation(queryClient);
    },
    form,
    saveFailed: t("navigation.saveFailed"),
  });
  const submit = () => {
    const items = form.getValues().items;
    const empty = emptyFieldPaths(items);
    if (empty.length > 0) {
      // §8: incomplete items give a toast about empty fields, and no request.
      form.setErrors(Object.fromEntries(empty.map((path) => [path, " "])));
      notifyError(t("navigation.editor.emptyFields"));
      return;
    }
    save.mutate(items);
  };
  const items = form.getValues().items;
  return (
    <Stack gap="md" data-testid="navigation-editor">
      {items.length === 0 && <EmptyState title={t("navigation.editor.empty")} />}
      <SortableList
        items={items}
        idOf={(item) => item.key}
        onReorder={(reordered) => form.setFieldValue("items", reordered)}
        testId="nav-items"
      >
        {(item, index) => (
          <NavigationItemFields
            form={form}
            path={`items.${index}`}
            item={item}
            choices={choices}
            label={t("navigation.editor.item", { number: index + 1 })}
            onRemove={() => form.removeListItem("items", index)}
          >
            <Stack gap="xs" pl={{ base: 0, xs: "lg" }}>
              <SortableList
                items={item.children}
                idOf={(child) => child.key}
                onReorder={(reordered) => form.setFieldValue(`items.${index}.children`, reordered)}
              >
                {(child, childIndex) => (
                  <NavigationItemFields
                    form={form}
                    path={`items.${index}.children.${childIndex}`}
                    item={child}
                    choices={choices}
                    label={t("navigation.editor.item", { number: `${index + 1}.${childIndex + 1}` })}
                    onRemove={() => form.removeListItem(`items.${index}.children`, childIndex)}
                  />
                )}
              </SortableList>
              <Group>
                <Button
                  variant="subtle"
                  size="xs"
                  leftSection={<IconPlus size={14} />}
                  onClick={() => form.insertListItem(`items.${index}.children`, emptyItem())}
                  data-testid="nav-add-child"
                >
                  {t("navigation.editor.addChild")}
                </Button>
              </Group>
            </Stack>
          </NavigationItemFields>
        )}
      </SortableList>
      <Group justify="space-between">
        <Button
          variant="default"
          leftSection={<IconPlus size={16} />}
          onClick={() => form.insertListItem("items", emptyItem())}
          data-testid="nav-add"
        >
          {t("navigation.editor.add")}
        </Button>
        <Button onClick={submit} loading={save.isPending} disabled={!form.isDirty()} data-testid="nav-save">
          {t("navigation.save")}
        </Button>
      </Group>
    </Stack>
  );
}
