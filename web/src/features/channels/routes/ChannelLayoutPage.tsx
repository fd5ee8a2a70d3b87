import {
  CHANNEL_ROW_COLUMNS,
  CHANNEL_ROW_TYPES,
  type ChannelRowType,
  type ChannelWidget,
  FULL_ROW_WIDGET_TYPES,
} from "@intranet/contracts";
import { Button, Card, Group, MultiSelect, Select, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { SortableList } from "../../../components/SortableList";
import { notifySaved } from "../../../components/toasts";
import { useAppMutation } from "../../../lib/mutations";
import { refreshChannels, saveLayout } from "../api";
import { ChannelUpdateGate } from "../components/ChannelUpdateGate";

type EditRow = { key: string; type: ChannelRowType; columns: string[][] };

let nextKey = 0;
const keyed = (type: ChannelRowType, columns: string[][]): EditRow => ({ key: `row-${nextKey++}`, type, columns });

/** A row's columns when its type changes: the widgets kept, gathered into the last column when there are fewer. */
function reshaped(row: EditRow, type: ChannelRowType): EditRow {
  const n = CHANNEL_ROW_COLUMNS[type];
  const columns = Array.from({ length: n }, (_, i) => [...(row.columns[i] ?? [])]);
  for (const extra of row.columns.slice(n)) columns[n - 1]?.push(...extra);
  return { ...row, type, columns };
}

function LayoutEditor({ slug, rows: initial, widgets }: { slug: string; rows: EditRow[]; widgets: ChannelWidget[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [rows, setRows] = useState(initial);
  const shapeOf = (rs: EditRow[]) => JSON.stringify(rs.map(({ type, columns }) => ({ type, columns })));
  const pristine = shapeOf(rows) === shapeOf(initial);
  const nameOf = (w: ChannelWidget) => w.title || t(`channels.types.${w.type}`);
  const placed = new Set(rows.flatMap((r) => r.columns.flat()));
  // §5: an appointments widget only in a full row; a row turned into another type keeps it, so say so before saving.
  const fullRowOnly = (row: EditRow) =>
    row.type === "full"
      ? []
      : widgets.filter((w) => FULL_ROW_WIDGET_TYPES.includes(w.type) && row.columns.some((c) => c.includes(w.id)));
  const misplaced = rows.some((r) => fullRowOnly(r).length > 0);
  const unplaced = widgets.filter((w) => !placed.has(w.id));
  const save = useAppMutation({
    mutationFn: () => saveLayout(slug, { rows: rows.map(({ type, columns }) => ({ type, columns })) }),
    onSuccess: async () => {
      notifySaved(t("channels.layout.saved"));
      await refreshChannels(queryClient);
      navigate(`/channels/${slug}`);
    },
  });
  const update = (key: string, f: (row: EditRow) => EditRow) =>
    setRows((rs) => rs.map((r) => (r.key === key ? f(r) : r)));
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t("channels.layout.title")}
        </Title>
        <Button
          variant="default"
          leftSection={<IconPlus size={16} />}
          onClick={() => setRows((rs) => [...rs, keyed("third", [[], [], []])])}
          data-testid="layout-add-row"
        >
          {t("channels.layout.addRow")}
        </Button>
      </Group>
      {unplaced.length > 0 && (
        <Text size="sm" c="dimmed" data-testid="layout-unplaced">
          {t("channels.layout.unplaced", { names: unplaced.map(nameOf).join(", ") })}
        </Text>
      )}
      <SortableList
        items={rows}
        idOf={(r) => r.key}
        onReorder={setRows}
        labels={{ drag: t("channels.layout.drag"), up: t("channels.layout.up"), down: t("channels.layout.down") }}
        testId="layout-rows"
      >
        {(row) => {
          const fullOnly = (w: ChannelWidget) => FULL_ROW_WIDGET_TYPES.includes(w.type) && row.type !== "full";
          return (
            <Card withBorder padding="sm" data-testid="layout-row" style={{ flex: 1 }}>
              {/* wraps on a phone, so the button keeps its whole label beside or below the row's type */}
              <Group justify="space-between" mb="xs" gap="xs" data-testid="layout-row-controls">
                <Select
                  style={{ flex: "1 1 12rem" }}
                  aria-label={t("channels.layout.rowType")}
                  data={CHANNEL_ROW_TYPES.map((type) => ({
                    value: type,
                    label: t(`channels.layout.rowTypes.${type}`),
                  }))}
                  value={row.type}
                  allowDeselect={false}
                  onChange={(type) => type && update(row.key, (r) => reshaped(r, type as ChannelRowType))}
                />
                <Button
                  variant="subtle"
                  color="red"
                  size="xs"
                  leftSection={<IconTrash size={14} />}
                  onClick={() => setRows((rs) => rs.filter((r) => r.key !== row.key))}
                >
                  {t("channels.layout.removeRow")}
                </Button>
              </Group>
              {fullRowOnly(row).length > 0 && (
                <Text size="sm" c="red.8" role="alert" mb="xs" data-testid="layout-row-error">
                  {t("channels.layout.fullRowOnly", { names: fullRowOnly(row).map(nameOf).join(", ") })}
                </Text>
              )}
              <SimpleGrid cols={{ base: 1, sm: row.columns.length }}>
                {row.columns.map((column, j) => (
                  <MultiSelect
                    // biome-ignore lint/suspicious/noArrayIndexKey: columns are positions
                    key={j}
                    label={t("channels.layout.column", { n: j + 1 })}
                    data={widgets
                      .filter((w) => column.includes(w.id) || (!placed.has(w.id) && !fullOnly(w)))
                      .map((w) => ({ value: w.id, label: nameOf(w) }))}
                    value={column}
                    onChange={(ids) =>
                      update(row.key, (r) => ({ ...r, columns: r.columns.map((c, k) => (k === j ? ids : c)) }))
                    }
                  />
                ))}
              </SimpleGrid>
            </Card>
          );
        }}
      </SortableList>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => navigate(`/channels/${slug}`)}>
          {t("channels.settings.cancel")}
        </Button>
        <Button
          onClick={() => save.mutate()}
          loading={save.isPending}
          disabled={pristine || misplaced}
          data-testid="layout-save"
        >
          {t("channels.settings.save")}
        </Button>
      </Group>
    </Stack>
  );
}

/** /channels/{slug}/layout/edit: rows dragged into order, each row's type and the widgets of each column. */
export function ChannelLayoutPage() {
  const { slug = "" } = useParams();
  return (
    <ChannelUpdateGate slug={slug}>
      {(channel) => (
        <LayoutEditor
          slug={slug}
          rows={channel.layout.rows.map((r) => keyed(r.type, r.columns))}
          widgets={channel.widgets}
        />
      )}
    </ChannelUpdateGate>
  );
}
