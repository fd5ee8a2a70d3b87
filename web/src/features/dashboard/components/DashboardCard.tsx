import { Group, Paper, Stack, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** One block of the start page: a heading, an optional link beside it, and its content. */
export function DashboardCard({
  title,
  action,
  testId,
  children,
}: {
  title: ReactNode;
  action?: ReactNode;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="md" component="section" data-testid={testId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4">
            {title}
          </Title>
          {action}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
