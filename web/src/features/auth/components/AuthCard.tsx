import { Center, Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}

/** The centred card the sign-in and password screens share. */
export function AuthCard({ title, subtitle, children }: AuthCardProps) {
  return (
    <Center py={{ base: "md", sm: 48 }}>
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
    </Center>
  );
}
