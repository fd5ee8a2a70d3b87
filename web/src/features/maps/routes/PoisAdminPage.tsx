import { type Poi, type PoiInput, poiInput } from "@intranet/contracts";
import {
  ActionIcon,
  Button,
  Group,
  NumberInput,
  Paper,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconPencil, IconTrash } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { openConfirm } from "../../../components/confirm";
import { QueryState } from "../../../components/QueryState";
import { notifySaved } from "../../../components/toasts";
import { contractValidator } from "../../../lib/forms";
import { useAppMutation } from "../../../lib/mutations";
import { AdminOnly } from "../../administration";
import { createPoi, deletePoi, poisQuery, updatePoi } from "../api";

type PoiForm = { name: string; description: string; lat: number | string; lng: number | string };
const EMPTY: PoiForm = { name: "", description: "", lat: "", lng: "" };
const toInput = (v: PoiForm): PoiInput => ({
  name: v.name,
  description: v.description,
  lat: Number(v.lat === "" ? Number.NaN : v.lat),
  lng: Number(v.lng === "" ? Number.NaN : v.lng),
});

/** The form for a new point of interest or one being edited. */
function PoiEditor({ editing, onDone }: { editing: Poi | null; onDone: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<PoiForm>({
    initialValues: editing
      ? { name: editing.name, description: editing.description, lat: editing.lat, lng: editing.lng }
      : EMPTY,
    validate: contractValidator(poiInput, toInput),
  });
  const save = useAppMutation({
    mutationFn: (body: PoiInput) => (editing ? updatePoi(editing.id, body) : createPoi(body)),
    form,
    saveFailed: true,
    onSuccess: async () => {
      notifySaved(t("maps.pois.saved"));
      await queryClient.invalidateQueries({ queryKey: ["maps"] });
      form.setValues(EMPTY);
      onDone();
    },
  });
  return (
    <Paper withBorder radius="md" p="md">
      <form onSubmit={form.onSubmit((values) => save.mutate(toInput(values)))} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4">
            {editing ? t("maps.pois.edit") : t("maps.pois.add")}
          </Title>
          <TextInput label={t("maps.pois.name")} required {...form.getInputProps("name")} />
          <Textarea label={t("maps.pois.description")} autosize minRows={2} {...form.getInputProps("description")} />
          <Group grow align="flex-start">
            <NumberInput
              label={t("maps.pois.lat")}
              required
              clampBehavior="none"
              min={-90}
              max={90}
              decimalScale={6}
              {...form.getInputProps("lat")}
            />
            <NumberInput
              label={t("maps.pois.lng")}
              required
              clampBehavior="none"
              min={-180}
              max={180}
              decimalScale={6}
              {...form.getInputProps("lng")}
            />
          </Group>
          <Group>
            <Button type="submit" loading={save.isPending}>
              {t("maps.pois.save")}
            </Button>
            {editing && (
              <Button variant="default" onClick={onDone}>
                {t("maps.pois.cancel")}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** /administration/map/pois: the network's points of interest, added, edited and deleted by administrators. */
export function PoisAdminPage() {
  return (
    <AdminOnly>
      <PoisAdmin />
    </AdminOnly>
  );
}

function PoisAdmin() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const query = useQuery(poisQuery());
  const [editing, setEditing] = useState<Poi | null>(null);
  const remove = useAppMutation({
    mutationFn: deletePoi,
    onSuccess: async () => {
      notifySaved(t("maps.pois.deleted"));
      await queryClient.invalidateQueries({ queryKey: ["maps"] });
    },
  });
  return (
    <Stack gap="md" maw={900} data-testid="pois-admin">
      <Title order={1} size="h2">
        {t("maps.pois.title")}
      </Title>
      <Text size="sm" c="dimmed">
        {t("maps.pois.intro")}
      </Text>
      <PoiEditor key={editing?.id ?? "new"} editing={editing} onDone={() => setEditing(null)} />
      <QueryState query={query} errorMessage={t("maps.pois.loadError")}>
        {({ pois }) =>
          pois.length === 0 ? (
            <Text c="dimmed">{t("maps.pois.none")}</Text>
          ) : (
            <Table.ScrollContainer minWidth={320}>
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t("maps.pois.name")}</Table.Th>
                    <Table.Th>{t("maps.pois.position")}</Table.Th>
                    <Table.Th>
                      <VisuallyHidden>{t("maps.pois.actions")}</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {pois.map((p) => (
                    <Table.Tr key={p.id} data-testid="poi-row">
                      <Table.Td>
                        <Text fw={500}>{p.name}</Text>
                        {p.description && (
                          <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
                            {p.description}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>{t("maps.pois.coordinates", { latitude: p.lat, longitude: p.lng })}</Table.Td>
                      <Table.Td>
                        <Group gap={4} wrap="nowrap">
                          <ActionIcon
                            variant="subtle"
                            aria-label={t("maps.pois.editOne", { name: p.name })}
                            onClick={() => setEditing(p)}
                          >
                            <IconPencil size={16} />
                          </ActionIcon>
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={t("maps.pois.deleteOne", { name: p.name })}
                            onClick={() =>
                              openConfirm({
                                title: t("maps.pois.deleteTitle"),
                                message: t("maps.pois.deleteMessage", { name: p.name }),
                                danger: true,
                                onConfirm: () => remove.mutate(p.id),
                              })
                            }
                          >
                            <IconTrash size={16} />
                          </ActionIcon>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )
        }
      </QueryState>
    </Stack>
  );
}
