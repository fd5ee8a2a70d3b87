import type { Theme } from "@intranet/contracts";
import { ColorSwatch, Group } from "@mantine/core";

/** The theme's picked colours as small swatches (their hex values as names for screen readers). */
export function ColorSwatches({ theme }: { theme: Theme }) {
  const colors = Object.entries(theme.colors);
  return (
    <Group gap={4} wrap="nowrap">
      {colors.map(([key, color]) => (
        <ColorSwatch key={key} color={color} size={18} aria-label={color} role="img" />
      ))}
    </Group>
  );
}
