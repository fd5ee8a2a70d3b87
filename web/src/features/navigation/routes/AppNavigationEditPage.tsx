import { APP_NAVIGATION_MAX, type AppNavigation, type AppNavigationItem } from "@intranet/contracts";
import { Alert, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconInfoCircle, IconPlus } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useNetwork } from "../../../api/network";
import { EmptyState } from "../../../components/EmptyState";
import { QueryState } from "../../../components/QueryState";
import { notifySaved } from "../../../components/toasts";
import { useAppMutation } from "../../../lib/mutations";
import { appNavigationQuery, saveAppNavigation } from "../api";
import { appItemErrors, newAppItem } from "../app-items";
import { AppNavigationItemFields } from "../components/AppNavigationItemFields";
import { SortableList } from "../components/SortableList";

/** /administration/app_navigation/edit: the mobile app's bottom navigation (administration §4, §5). */
export function AppNavigationEditPage() {
  const { t } = useTranslation();
  const network = useNetwork();
  const query = useQuery({ ...appNavigationQuery, enabled: network.can.administrate });
  if (!network.can.administrate) return <EmptyState title={t("errors.notFoundTitle")} />;
  return (
    <Paper withBorder radius="md" p="md" maw={960}>
      <Stack gap="md">
        <Title order={1} size="h2">
          {t("navigation.app.title")}
        </Title>
        <Text c="dimmed" size="sm">
          {t("navigation.app.intro")}
        </Text>
        <QueryState query={query}>{(data) => <AppNavigationForm navigation={data} />}</QueryState>
      </Stack>
    </Paper>
  );
}

function AppNavigationForm({ navigation }: { navigation: AppNavigation }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<{ items: AppNavigationItem[] }>({ initialValues: { items: navigation.items } });
  const items = form.getValues().items;
  const save = useAppMutation({
    mutationFn: (next: AppNavigationItem[]) => saveAppNavigation({ items: next }),
    onSuccess: (saved) => {
      notifySaved(t("navigation.saved"));
      queryClient.setQueryData(appNavigationQuery.queryKey, saved);
      form.setValues({ items: saved.items });
      form.resetDirty({ items: saved.items });
    },
    form,
    saveFailed: t("navigation.saveFailed"),
  });
  const hasEntryPoint = items.some((item) => item.isEntryPoint);
  const full = items.length >= APP_NAVIGATION_MAX;
  const submit = () => {
    const errors = appItemErrors(items);
    if (Object.keys(errors).length > 0) {
      form.setErrors(
        Object.fromEntries(
          Object.entries(errors).map(([path, kind]) => [
            path,
            kind === "url" ? t("navigation.app.invalidUrl") : t("navigation.app.labelRequired"),
          ]),
        ),
      );
      return;
    }
    save.mutate(items);
  };
  return (
    <Stack gap="md" data-testid="app-navigation-editor">
      {!hasEntryPoint && (
        <Alert color="yellow" icon={<IconInfoCircle />} data-testid="app-hint-entry">
          {t("navigation.app.hintEntryPoint")}
        </Alert>
      )}
      {full && (
        <Alert color="blue" icon={<IconInfoCircle />} data-testid="app-hint-max">
          {t("navigation.app.hintMax")}
        </Alert>
      )}
      <SortableList items={items} idOf={(item) => item.id} onReorder={(next) => form.setFieldValue("items", next)}>
        {(_, index) => <AppNavigationItemFields form={form} index={index} />}
      </SortableList>
      <Group justify="space-between">
        <Button
          variant="default"
          leftSection={<IconPlus size={16} />}
          disabled={full}
          onClick={() =>
            form.insertListItem(
              "items",
              newAppItem(items, (type) => t(`navigation.app.types.${type}`)),
            )
          }
          data-testid="app-add"
        >
          {t("navigation.app.add")}
        </Button>
        <Button
          onClick={submit}
          disabled={!hasEntryPoint || !form.isDirty()}
          loading={save.isPending}
          data-testid="app-save"
        >
          {t("navigation.save")}
        </Button>
      </Group>
    </Stack>
  );
}
