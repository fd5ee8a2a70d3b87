import type { GroupCategory } from "@intranet/contracts";
import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { networkQuery, useNetwork } from "../../../api/network";
import { EmptyState } from "../../../components/EmptyState";
import { notifySaved } from "../../../components/toasts";
import { useAppMutation } from "../../../lib/mutations";
import { saveGroupCategoriesOrder } from "../api";
import { SortableList } from "../components/SortableList";

/**
 * /administration/group-categories-order/edit: drag the categories into order; 204 saves it (the preload, and with it
 * every list of categories, follows), anything else shows an error alert (§8).
 */
export function GroupCategoriesOrderPage() {
  const { t } = useTranslation();
  const network = useNetwork();
  const queryClient = useQueryClient();
  const [categories, setCategories] = useState<GroupCategory[]>(network.group_categories);
  const [failed, setFailed] = useState(false);
  const save = useAppMutation({
    mutationFn: (order: string[]) => saveGroupCategoriesOrder(order),
    onMutate: () => setFailed(false),
    onSuccess: async () => {
      notifySaved(t("navigation.order.saved"));
      await queryClient.invalidateQueries({ queryKey: networkQuery.queryKey });
    },
    // §8: a failure is an alert on the screen.
    inline: true,
    onError: () => setFailed(true),
  });
  if (!network.can.administrate) return <EmptyState title={t("errors.notFoundTitle")} />;
  const dirty = categories.map((c) => c.slug).join() !== network.group_categories.map((c) => c.slug).join();
  return (
    <Paper withBorder radius="md" p="md" maw={720}>
      <Stack gap="md">
        <Title order={1} size="h2">
          {t("navigation.order.title")}
        </Title>
        <Text c="dimmed" size="sm">
          {t("navigation.order.intro")}
        </Text>
        {failed && (
          <Alert color="red" icon={<IconAlertTriangle />} data-testid="order-error">
            {t("navigation.order.failed")}
          </Alert>
        )}
        {categories.length === 0 ? (
          <EmptyState title={t("navigation.order.empty")} />
        ) : (
          <SortableList items={categories} idOf={(c) => c.slug} onReorder={setCategories} testId="category-order">
            {(category) => (
              <Paper withBorder px="sm" py={6} radius="sm" data-testid="category-order-row">
                <Group gap="xs" wrap="nowrap">
                  <Badge color={category.color} variant="dot" style={{ flexShrink: 0 }}>
                    {category.slug}
                  </Badge>
                  <Text fw={500} truncate style={{ flex: 1 }}>
                    {category.plural_name}
                  </Text>
                  <Anchor
                    component={Link}
                    to={`/administration/group-categories/${category.id}/admins`}
                    size="sm"
                    style={{ flexShrink: 0 }}
                    data-testid="category-admins-link"
                  >
                    {t("navigation.categoryAdmins.link")}
                  </Anchor>
                </Group>
              </Paper>
            )}
          </SortableList>
        )}
        <Group justify="flex-end">
          <Button
            onClick={() => save.mutate(categories.map((c) => c.slug))}
            disabled={!dirty}
            loading={save.isPending}
            data-testid="order-save"
          >
            {t("navigation.save")}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
