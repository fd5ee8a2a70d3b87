import { Group, Stack } from "@mantine/core";
import { lazy, type ReactNode } from "react";
import { AfterFirstPaint } from "../../../components/AfterFirstPaint";

const Compact = lazy(async () => ({ default: (await import("./WidgetSidebar")).CompactSidebar }));
const Wide = lazy(async () => ({ default: (await import("./WidgetSidebar")).WideSidebar }));

/**
 * The content with its widget bar. The content keeps one place in the tree whether the bar's code and data have
 * come or not, so it is never mounted again (a draft in the composer, the stream's pages and scroll stay); the bar
 * joins beside it (from `lg`) or as a button above it.
 */
export function WithWidgetSidebar({ identifier, children }: { identifier: string; children: ReactNode }) {
  return (
    <Group align="flex-start" gap="lg" wrap="nowrap">
      <Stack gap="sm" style={{ flex: 1, minWidth: 0 }}>
        <AfterFirstPaint>
          <Compact identifier={identifier} />
        </AfterFirstPaint>
        {children}
      </Stack>
      <AfterFirstPaint>
        <Wide identifier={identifier} />
      </AfterFirstPaint>
    </Group>
  );
}
