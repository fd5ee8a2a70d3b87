import { AppShell } from "@mantine/core";
import type { ComponentType } from "react";
import { AfterFirstPaint } from "../../components/AfterFirstPaint";
import { BareHeader } from "./components/BareHeader";
import { PageContent } from "./components/PageContent";
import { PageProgress } from "./components/PageProgress";
import { belowHeader, HEADER_HEIGHT_SHRUNK } from "./hooks/useHeaderHeight";

/**
 * The layout of the sign-in and password screens (a header without search, no userbar), with the features' overlays
 * over them (`bareOverlays`). Made from the overlays given, not from the feature list: the signed-out entry
 * (src/signed-out.tsx) names its own few and does not load every feature's manifest.
 */
export function bareLayout(overlays: readonly ComponentType[]): ComponentType {
  return function BareLayout() {
    return (
      <AppShell header={{ height: HEADER_HEIGHT_SHRUNK }} padding={{ base: "sm", sm: "lg" }}>
        <PageProgress />
        <AppShell.Header>
          <BareHeader height={HEADER_HEIGHT_SHRUNK} />
        </AppShell.Header>
        <AppShell.Main style={belowHeader(HEADER_HEIGHT_SHRUNK)}>
          <PageContent />
        </AppShell.Main>
        <AfterFirstPaint>
          {overlays.map((Overlay, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, never reordered.
            <Overlay key={index} />
          ))}
        </AfterFirstPaint>
      </AppShell>
    );
  };
}
