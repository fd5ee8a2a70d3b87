import { cleanNotifications } from "@mantine/notifications";
import { cleanup } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { loadShellTexts } from "../app/feature-routes";
import { features } from "../app/features";
import { initI18n } from "../i18n";
import { loadTranslations } from "../i18n/namespaces";
import { applyDateZone } from "../lib/dates";

// jsdom lacks the layout APIs Mantine's popovers, scroll areas and media queries rely on.
Object.defineProperty(window, "matchMedia", {
  writable: true,
  value: vi.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
Element.prototype.scrollIntoView = vi.fn();
// jsdom has no font loading API; Mantine's autosizing textareas listen to it. Defined once here (test files share
// this document when they run in one worker, and a second non-configurable definition would throw).
if (!("fonts" in document) || !document.fonts)
  Object.defineProperty(document, "fonts", {
    configurable: true,
    value: { addEventListener() {}, removeEventListener() {}, ready: Promise.resolve() },
  });
window.HTMLElement.prototype.scrollTo = vi.fn();
window.scrollTo = vi.fn() as typeof window.scrollTo;

await initI18n("en");
// Unit tests render feature components without going through their routes, so every namespace loads up front.
await loadShellTexts(features);
await Promise.all(features.map((feature) => feature.translations && loadTranslations(feature.translations)));

afterEach(() => {
  cleanup();
  cleanNotifications();
  applyDateZone(null);
  // A language chosen in one test (a saved profile, the setup page, the selector) is this document's localStorage,
  // which the next files of the worker share: the app would keep it instead of following the member's language.
  window.localStorage.removeItem("intranet.language");
});
