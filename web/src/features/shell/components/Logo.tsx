import { Group, Text, UnstyledButton } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

interface LogoProps {
  name: string;
  height: number;
}

/** Network logo linking home; it scales with the header when that shrinks on scroll. */
export function Logo({ name, height }: LogoProps) {
  const { t } = useTranslation();
  const mark = Math.round(height * 0.55);
  return (
    <UnstyledButton
      component={Link}
      to="/"
      // The name it shows starts its accessible name (WCAG 2.5.3, label in name).
      aria-label={t("header.logo", { name })}
      data-testid="header-logo"
      style={{ height, display: "flex", alignItems: "center", transition: "height 150ms ease" }}
    >
      <Group gap="xs" wrap="nowrap">
        <svg
          width={mark}
          height={mark}
          viewBox="0 0 32 32"
          aria-hidden="true"
          style={{ transition: "width 150ms ease, height 150ms ease" }}
        >
          <rect width="32" height="32" rx="7" fill="var(--mantine-primary-color-filled)" />
          <path d="M9 23V9h4v14zm6 0V9h3l5 8V9h3v14h-3l-5-8v8z" fill="#fff" />
        </svg>
        <Text fw={700} size="lg" visibleFrom="xs" truncate="end" maw={220}>
          {name}
        </Text>
      </Group>
    </UnstyledButton>
  );
}
