import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconArrowsSort, IconFileText, IconPlus } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { EmptyState } from "../../../components/EmptyState";
import { QueryState } from "../../../components/QueryState";
import { SortableTree, type TreeMove } from "../../../components/SortableTree";
import { notifySaved } from "../../../components/toasts";
import { useAppMutation } from "../../../lib/mutations";
import {
  networkPagesQuery,
  type PageNode,
  pageTree,
  refreshNetworkPages,
  saveNetworkPageOrder,
  withMove,
} from "../api";

/** The page a move takes to another parent (sent as `moved_id`); none when it stays among its siblings. */
const movedId = (move: TreeMove) => (move.parentId !== move.fromParentId ? move.id : undefined);

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

/** The tree in order mode: each page moved among its siblings or to another parent by drag, keyboard or buttons. */
function OrderTree({ nodes, onMove }: { nodes: PageNode[]; onMove: (move: TreeMove) => void }) {
  const { t } = useTranslation();
  const labels = {
    drag: t("pages.order.drag"),
    up: t("pages.order.up"),
    down: t("pages.order.down"),
    indent: t("pages.order.indent"),
    outdent: t("pages.order.outdent"),
  };
  return (
    <SortableTree nodes={nodes} labels={labels} onMove={onMove} testId="page-order-level">
      {(node) => (
        <Paper withBorder px="sm" py={6} radius="sm" data-testid="page-order-item">
          <Text fw={500} style={{ overflowWrap: "anywhere" }} data-testid="page-order-title">
            {node.title}
          </Text>
        </Paper>
      )}
    </SortableTree>
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
    mutationFn: (move: TreeMove) => saveNetworkPageOrder(move.parentId, move.ids, movedId(move)),
    onMutate: async (move) => {
      await queryClient.cancelQueries({ queryKey: networkPagesQuery.queryKey });
      const before = queryClient.getQueryData(networkPagesQuery.queryKey);
      if (before)
        queryClient.setQueryData(
          networkPagesQuery.queryKey,
          withMove(before, move.ids, movedId(move) ? move : undefined),
        );
      return { before };
    },
    onSuccess: async (list, move) => {
      queryClient.setQueryData(networkPagesQuery.queryKey, list);
      notifySaved(t(movedId(move) ? "pages.order.moved" : "pages.order.saved"));
      await refreshNetworkPages(queryClient);
    },
    onError: async (_error, _move, context) => {
      if (context?.before) queryClient.setQueryData(networkPagesQuery.queryKey, context.before);
      await refreshNetworkPages(queryClient);
    },
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
                <OrderTree nodes={pageTree(list.pages)} onMove={(move) => saveOrder.mutate(move)} />
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
