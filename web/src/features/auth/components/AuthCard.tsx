import { Anchor, Center, Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}

/** The centred card the sign-in and password screens share, with the imprint and legal texts below it. */
export function AuthCard({ title, subtitle, children }: AuthCardProps) {
  const { t } = useTranslation();
  return (
    <Center py={{ base: "md", sm: 48 }} style={{ flexDirection: "column", gap: "var(--mantine-spacing-md)" }}>
      <Paper withBorder shadow="sm" p={{ base: "md", sm: "xl" }} radius="md" w="100%" maw={420}>
        <Stack gap="md">
          <div>
            <Title order={1} size="h2">
              {title}
            </Title>
            {subtitle && (
              <Text c="dimmed" size="sm" mt={4}>
                {subtitle}
              </Text>
            )}
          </div>
          {children}
        </Stack>
      </Paper>
      <Group component="footer" gap="lg" data-testid="auth-footer">
        <Anchor component={Link} to="/imprint" size="sm">
          {t("header.imprint")}
        </Anchor>
        <Anchor component={Link} to="/legal" size="sm">
          {t("header.legal")}
        </Anchor>
      </Group>
    </Center>
  );
}
