import type { Theme } from "@intranet/contracts";
import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Group,
  Menu,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import {
  IconDots,
  IconPalette,
  IconPencil,
  IconPlayerPlay,
  IconPlayerStop,
  IconPlus,
  IconTrash,
} from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { openConfirm } from "../../../components/confirm";
import { EmptyState } from "../../../components/EmptyState";
import { QueryState } from "../../../components/QueryState";
import { notifySaved } from "../../../components/toasts";
import { useAppMutation } from "../../../lib/mutations";
import { type DesignContext, designsPath, destroyTheme, refreshThemes, setThemeActive, themeListQuery } from "../api";
import { ColorSwatches } from "./ColorSwatches";

function RowMenu({ context, theme }: { context: DesignContext; theme: Theme }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const toggle = useAppMutation({
    mutationFn: () => setThemeActive(context, theme.id, !theme.active),
    onSuccess: async () => {
      notifySaved(t(theme.active ? "designs.deactivated" : "designs.activated", { name: theme.name }));
      await refreshThemes(queryClient, context);
    },
  });
  const remove = useAppMutation({
    mutationFn: () => destroyTheme(context, theme.id),
    onSuccess: async () => {
      notifySaved(t("designs.deleted", { name: theme.name }));
      await refreshThemes(queryClient, context);
    },
  });
  return (
    <Menu position="bottom-end" shadow="md" width={200}>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t("designs.actions", { name: theme.name })}
          loading={toggle.isPending || remove.isPending}
          data-testid="design-menu"
        >
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          component={Link}
          to={`${designsPath(context)}/${theme.id}/edit`}
          leftSection={<IconPencil size={16} />}
        >
          {t("designs.edit")}
        </Menu.Item>
        <Menu.Item
          leftSection={theme.active ? <IconPlayerStop size={16} /> : <IconPlayerPlay size={16} />}
          onClick={() => toggle.mutate()}
          data-testid="design-toggle"
        >
          {t(theme.active ? "designs.deactivate" : "designs.activate")}
        </Menu.Item>
        <Menu.Item
          color="red"
          leftSection={<IconTrash size={16} />}
          onClick={() =>
            openConfirm({
              message: t("designs.deleteConfirm", { name: theme.name }),
              confirmLabel: t("designs.delete"),
              danger: true,
              onConfirm: () => remove.mutate(),
            })
          }
        >
          {t("designs.delete")}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** A context's designs: name, colours, active or not, a menu per row; and which design applies there now. */
export function DesignsList({ context, title }: { context: DesignContext; title: string }) {
  const { t } = useTranslation();
  const query = useQuery(themeListQuery(context));
  return (
    <Stack gap="md" maw={960}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={1} size="h2">
          {title}
        </Title>
        <Button component={Link} to={`${designsPath(context)}/new`} leftSection={<IconPlus size={16} />}>
          {t("designs.new")}
        </Button>
      </Group>
      <Text>{t("designs.intro")}</Text>
      <QueryState
        query={query}
        isEmpty={(data) => data.themes.length === 0}
        empty={<EmptyState title={t("designs.empty")} icon={<IconPalette />} />}
      >
        {(data) => (
          <>
            <Text size="sm" c="dimmed" data-testid="design-effective">
              {data.effective_theme
                ? t("designs.inherited", { name: data.effective_theme.name })
                : t("designs.inheritedNone")}
            </Text>
            <Table.ScrollContainer minWidth={360}>
              <Table verticalSpacing="sm" data-testid="designs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t("designs.name")}</Table.Th>
                    <Table.Th>{t("designs.colors")}</Table.Th>
                    <Table.Th>{t("designs.status")}</Table.Th>
                    <Table.Th>
                      <VisuallyHidden>{t("designs.actionsColumn")}</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.themes.map((theme) => (
                    <Table.Tr key={theme.id} data-testid="design-row">
                      <Table.Td>
                        <Anchor component={Link} to={`${designsPath(context)}/${theme.id}/edit`} fw={600}>
                          {theme.name}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>
                        <ColorSwatches theme={theme} />
                      </Table.Td>
                      <Table.Td>
                        <Badge color={theme.active ? "green" : "gray"} variant="light">
                          {t(theme.active ? "designs.active" : "designs.inactive")}
                        </Badge>
                      </Table.Td>
                      <Table.Td ta="right">
                        <RowMenu context={context} theme={theme} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </>
        )}
      </QueryState>
    </Stack>
  );
}
