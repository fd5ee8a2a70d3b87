import { type AppointmentCategoriesBody, appointmentCategoryKey } from "@intranet/contracts";
import { ActionIcon, Button, Group, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconArrowBackUp, IconPlus, IconTrash } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNetwork } from "../../../api/network";
import { EmptyState } from "../../../components/EmptyState";
import { QueryState } from "../../../components/QueryState";
import { notifySaved } from "../../../components/toasts";
import { useAppMutation } from "../../../lib/mutations";
import { appointmentCategoriesQuery, saveAppointmentCategories } from "../api";
import { SortableList } from "../components/SortableList";

type Entry = AppointmentCategoriesBody["appointment_categories"][number] & { key: string };

/** The appointment custom categories editor (administration §3, §5): the categories the appointment form offers. */
export function AppointmentCategoriesPage() {
  const { t } = useTranslation();
  const network = useNetwork();
  const query = useQuery({ ...appointmentCategoriesQuery, enabled: network.can.administrate });
  if (!network.can.administrate) return <EmptyState title={t("errors.notFoundTitle")} />;
  return (
    <Paper withBorder radius="md" p="md" maw={720}>
      <Stack gap="md">
        <Title order={1} size="h2">
          {t("navigation.categories.title")}
        </Title>
        <Text c="dimmed" size="sm">
          {t("navigation.categories.intro")}
        </Text>
        <QueryState query={query}>
          {(categories) => <CategoriesForm initial={categories.map((c) => ({ ...c, key: c.id }))} />}
        </QueryState>
      </Stack>
    </Paper>
  );
}

function CategoriesForm({ initial }: { initial: Entry[] }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [entries, setEntries] = useState<Entry[]>(initial);
  const [dirty, setDirty] = useState(false);
  const form = useForm({ initialValues: { label: "" } });
  const change = (next: Entry[]) => {
    setEntries(next);
    setDirty(true);
  };
  const save = useAppMutation({
    mutationFn: () =>
      saveAppointmentCategories({ appointment_categories: entries.map(({ key: _key, ...entry }) => entry) }),
    onSuccess: (saved) => {
      notifySaved(t("navigation.saved"));
      queryClient.setQueryData(appointmentCategoriesQuery.queryKey, saved);
      setEntries(saved.map((c) => ({ ...c, key: c.id })));
      setDirty(false);
    },
    saveFailed: t("navigation.saveFailed"),
  });
  const add = (values: { label: string }) => {
    const label = values.label.trim();
    const taken = entries.some((e) => !e._destroy && appointmentCategoryKey(e.label) === appointmentCategoryKey(label));
    if (taken) {
      // §5 and §8: a label may not repeat another.
      form.setFieldError("label", t("navigation.categories.duplicated"));
      return;
    }
    // §3: a new category uses its label as its id and is sent as its label only.
    change([...entries, { key: `new:${label}`, label }]);
    form.reset();
  };
  const toggle = (index: number) => change(entries.map((e, i) => (i === index ? { ...e, _destroy: !e._destroy } : e)));
  return (
    <Stack gap="md" data-testid="appointment-categories">
      {entries.length === 0 && <EmptyState title={t("navigation.categories.empty")} />}
      <SortableList items={entries} idOf={(e) => e.key} onReorder={change}>
        {(entry, index) => (
          <Paper withBorder px="sm" py={6} radius="sm" data-testid="category-row">
            <Group gap="xs" wrap="nowrap" justify="space-between">
              <Text td={entry._destroy ? "line-through" : undefined} c={entry._destroy ? "dimmed" : undefined} truncate>
                {entry.label}
              </Text>
              <Group gap={4} wrap="nowrap">
                {entry._destroy && (
                  <Text size="xs" c="dimmed" visibleFrom="xs">
                    {t("navigation.categories.deleted")}
                  </Text>
                )}
                <ActionIcon
                  variant="subtle"
                  color={entry._destroy ? "gray" : "red"}
                  aria-label={entry._destroy ? t("navigation.categories.restore") : t("navigation.remove")}
                  onClick={() => (entry.id ? toggle(index) : change(entries.filter((_, i) => i !== index)))}
                >
                  {entry._destroy ? <IconArrowBackUp size={16} /> : <IconTrash size={16} />}
                </ActionIcon>
              </Group>
            </Group>
          </Paper>
        )}
      </SortableList>
      <form onSubmit={form.onSubmit(add)} noValidate>
        <Group gap="xs" align="flex-start">
          <TextInput
            aria-label={t("navigation.categories.newLabel")}
            placeholder={t("navigation.categories.newLabel")}
            {...form.getInputProps("label")}
            style={{ flex: 1 }}
            data-testid="category-new"
          />
          <Button
            type="submit"
            variant="default"
            leftSection={<IconPlus size={16} />}
            disabled={form.getValues().label.trim() === ""}
            data-testid="category-add"
          >
            {t("navigation.categories.add")}
          </Button>
        </Group>
      </form>
      <Group justify="flex-end">
        <Button onClick={() => save.mutate()} disabled={!dirty} loading={save.isPending} data-testid="categories-save">
          {t("navigation.save")}
        </Button>
      </Group>
    </Stack>
  );
}
