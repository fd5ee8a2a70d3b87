import { LOGO_HEIGHTS } from "@intranet/contracts";
import { Group, Text, UnstyledButton } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useAppliedTheme } from "../../../api/theme";

interface LogoProps {
  name: string;
  height: number;
}

/** The built-in mark, in the primary colour. */
function Mark({ size }: { size: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 32 32"
      aria-hidden="true"
      style={{ transition: "width 150ms ease, height 150ms ease" }}
    >
      <rect width="32" height="32" rx="7" fill="var(--mantine-primary-color-filled)" />
      <path d="M9 23V9h4v14zm6 0V9h3l5 8V9h3v14h-3l-5-8v8z" fill="#fff" />
    </svg>
  );
}

/**
 * Network logo linking home; it scales with the header when that shrinks on scroll. The applied theme's logo takes
 * the mark's place (§9: 60 px default, 80 px extended, where the header is that tall), or hides it.
 */
export function Logo({ name, height }: LogoProps) {
  const { t } = useTranslation();
  const theme = useAppliedTheme();
  if (theme?.logoType === "hidden") return null;
  const mark = Math.round(height * 0.55);
  const image = theme?.logoUrl ?? null;
  const imageHeight = Math.min(theme ? LOGO_HEIGHTS[theme.logoType] : mark, height) - 12;
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
        {image ? (
          <img src={image} alt="" height={imageHeight} style={{ maxWidth: 240, objectFit: "contain" }} />
        ) : (
          <Mark size={mark} />
        )}
        {theme?.logoType !== "extended" || !image ? (
          <Text fw={700} size="lg" visibleFrom="xs" truncate="end" maw={220}>
            {name}
          </Text>
        ) : null}
      </Group>
    </UnstyledButton>
  );
}
