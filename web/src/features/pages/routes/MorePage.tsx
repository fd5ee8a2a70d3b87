import { Anchor, Badge, Box, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconArrowsSort, IconFileText, IconPlus } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { EmptyState } from "../../../components/EmptyState";
import { QueryState } from "../../../components/QueryState";
import { SortableList } from "../../../components/SortableList";
import { notifySaved } from "../../../components/toasts";
import { useAppMutation } from "../../../lib/mutations";
import {
  networkPagesQuery,
  type PageNode,
  pageTree,
  refreshNetworkPages,
  saveNetworkPageOrder,
  withSiblingOrder,
} from "../api";

function TreeList({ nodes }: { nodes: PageNode[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4} component="ul" pl="md" m={0} style={{ listStyle: "disc" }}>
      {nodes.map((node) => (
        <li key={node.id} data-testid="page-tree-item">
          <Anchor component={Link} to={node.path} style={{ overflowWrap: "anywhere" }}>
            {node.title}
          </Anchor>
          {node.show_in_userbar && (
            <Badge size="xs" variant="light" ml="xs">
              {t("pages.inUserbar")}
            </Badge>
          )}
          {node.children.length > 0 && <TreeList nodes={node.children} />}
        </li>
      ))}
    </Stack>
  );
}

/** One level of the tree in order mode: its pages reordered by drag, keyboard or the up/down buttons, each saved. */
function OrderLevel({
  parentId,
  nodes,
  onReorder,
}: {
  parentId: string | null;
  nodes: PageNode[];
  onReorder: (parentId: string | null, ids: string[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <SortableList
      items={nodes}
      idOf={(node) => node.id}
      labels={{ drag: t("pages.order.drag"), up: t("pages.order.up"), down: t("pages.order.down") }}
      onReorder={(items) =>
        onReorder(
          parentId,
          items.map((node) => node.id),
        )
      }
      testId="page-order-level"
    >
      {(node) => (
        <Stack gap={8} data-testid="page-order-item">
          <Paper withBorder px="sm" py={6} radius="sm">
            <Text fw={500} style={{ overflowWrap: "anywhere" }} data-testid="page-order-title">
              {node.title}
            </Text>
          </Paper>
          {node.children.length > 0 && (
            <Box pl="md">
              <OrderLevel parentId={node.id} nodes={node.children} onReorder={onReorder} />
            </Box>
          )}
        </Stack>
      )}
    </SortableList>
  );
}

/**
 * /more (and /pages): every network page as a tree, and for network administrators "New page" and "Change order",
 * which turns the tree into sortable levels: each move among siblings is saved at once (`PUT /pages/order`).
 */
export function MorePage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const query = useQuery(networkPagesQuery);
  const [ordering, setOrdering] = useState(false);
  const saveOrder = useAppMutation({
    mutationFn: ({ parentId, ids }: { parentId: string | null; ids: string[] }) => saveNetworkPageOrder(parentId, ids),
    onMutate: ({ ids }) => {
      queryClient.setQueryData(networkPagesQuery.queryKey, (list) => (list ? withSiblingOrder(list, ids) : list));
    },
    onSuccess: async (list) => {
      queryClient.setQueryData(networkPagesQuery.queryKey, list);
      notifySaved(t("pages.order.saved"));
      await refreshNetworkPages(queryClient);
    },
    onError: () => refreshNetworkPages(queryClient),
  });
  const canKeep = query.data?.can.create ?? false;
  return (
    <Stack gap="md" maw={760} data-testid="pages-more">
      <Group justify="space-between" wrap="wrap">
        <Title order={2}>{t("pages.moreTitle")}</Title>
        {canKeep && (
          <Group gap="sm">
            {(query.data?.pages.length ?? 0) > 1 && (
              <Button
                variant="default"
                leftSection={<IconArrowsSort size={16} />}
                onClick={() => setOrdering((on) => !on)}
                aria-pressed={ordering}
                data-testid="page-order-toggle"
              >
                {t(ordering ? "pages.order.done" : "pages.order.change")}
              </Button>
            )}
            <Button component={Link} to="/pages/new" leftSection={<IconPlus size={16} />} data-testid="page-new">
              {t("pages.newPage")}
            </Button>
          </Group>
        )}
      </Group>
      <QueryState query={query}>
        {(list) =>
          list.pages.length === 0 ? (
            <EmptyState title={t("pages.empty")} icon={<IconFileText />} />
          ) : ordering && canKeep ? (
            <Paper withBorder radius="md" p="md" data-testid="page-order">
              <Stack gap="sm">
                <Text size="sm" c="dimmed">
                  {t("pages.order.intro")}
                </Text>
                <OrderLevel
                  parentId={null}
                  nodes={pageTree(list.pages)}
                  onReorder={(parentId, ids) => saveOrder.mutate({ parentId, ids })}
                />
              </Stack>
            </Paper>
          ) : (
            <Paper withBorder radius="md" p="md">
              <TreeList nodes={pageTree(list.pages)} />
            </Paper>
          )
        }
      </QueryState>
    </Stack>
  );
}
