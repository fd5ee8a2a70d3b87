// Mantine's Tooltip (with floating-ui) as a module of its own, for HoverTooltip to load when first asked.
export { Tooltip } from "@mantine/core";
