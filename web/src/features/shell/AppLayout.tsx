import { AppShell } from "@mantine/core";
import { useDisclosure, useMediaQuery } from "@mantine/hooks";
import { lazy, Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { features } from "../../app/features";
import { AfterFirstPaint, whenIdleAfterFirstScreen } from "../../components/AfterFirstPaint";
import { bareLayout } from "./BareLayout";
import { Header } from "./components/Header";
import { PageContent } from "./components/PageContent";
import { PageProgress } from "./components/PageProgress";
import { belowHeader, useHeaderHeight } from "./hooks/useHeaderHeight";

// The right-hand column (the chat list from 1884 px), from the manifest that fills it.
const Aside = features.find((feature) => feature.aside)?.aside;
const overlays = features.flatMap((feature) => feature.overlays ?? []);
const bareOverlays = features.flatMap((feature) => feature.bareOverlays ?? []);

// Below Mantine's `sm` breakpoint (48em) the userbar lives in a drawer.
const PHONE = "(max-width: 47.99em)";
const phoneNow = () => typeof window !== "undefined" && Boolean(window.matchMedia?.(PHONE).matches);

// The userbar's code with its widgets (the chunk `userbar`) is not the first screen's: a wider screen asks for it
// beside the screen's own code, a phone when the page is idle after the first screen, so that its drawer opens at once.
const loadUserbar = () => import("./components/Userbar");
const Userbar = lazy(async () => ({ default: (await loadUserbar()).Userbar }));
if (phoneNow()) whenIdleAfterFirstScreen(() => void loadUserbar());

/** Header, userbar and content; below 768 px the userbar moves into a drawer behind the burger. */
export function AppLayout() {
  const { t } = useTranslation();
  const { height, contentTop } = useHeaderHeight();
  const [opened, { toggle, close }] = useDisclosure(false);
  // On a phone the userbar (its links, counts and navigation queries) is drawn when its drawer first opens, not on
  // every first load behind a closed drawer; it stays once drawn.
  const phone = useMediaQuery(PHONE, phoneNow(), { getInitialValueInEffect: false });
  const [drawerUsed, setDrawerUsed] = useState(false);
  if (opened && !drawerUsed) setDrawerUsed(true);
  const { pathname } = useLocation();
  const [chatAside, setChatAside] = useState(false);

  useEffect(() => {
    if (pathname) close();
  }, [pathname, close]);

  return (
    <AppShell
      header={{ height }}
      navbar={{ width: 260, breakpoint: "sm", collapsed: { mobile: !opened } }}
      aside={{ width: 340, breakpoint: 1884, collapsed: { mobile: true, desktop: !chatAside } }}
      padding={{ base: "sm", sm: "lg" }}
    >
      <PageProgress />
      <AppShell.Header>
        <Header height={height} navigationOpened={opened} onToggleNavigation={toggle} />
      </AppShell.Header>
      <AppShell.Navbar aria-label={t("userbar.label")} data-testid="userbar">
        {(!phone || drawerUsed) && (
          <Suspense fallback={null}>
            <Userbar />
          </Suspense>
        )}
      </AppShell.Navbar>
      {/* Below the tall header, whatever the header's height now (useHeaderHeight). */}
      <AppShell.Main style={belowHeader(contentTop)}>
        <PageContent />
      </AppShell.Main>
      <AppShell.Aside aria-label={t("chat.shell.sidebar")} hidden={!chatAside}>
        <AfterFirstPaint>{Aside && <Aside onShown={setChatAside} />}</AfterFirstPaint>
      </AppShell.Aside>
      <AfterFirstPaint>
        {overlays.map((Overlay, index) => (
          <Overlay key={index.toString()} />
        ))}
      </AfterFirstPaint>
    </AppShell>
  );
}

/** Sign-in and password screens: a header without search, no userbar. */
export const BareLayout = bareLayout(bareOverlays);
