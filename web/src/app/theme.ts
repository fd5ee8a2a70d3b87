import { type CSSVariablesResolver, createTheme, type MenuProps, type NotificationProps } from "@mantine/core";

/**
 * Filled buttons, links and light variants use shade 8, so white text on blue or red and blue text on white
 * reach WCAG AA's 4.5:1 (shade 6, Mantine's default, reaches 3.6 for blue and 3.3 for red).
 */
export const theme = createTheme({
  primaryColor: "blue",
  primaryShade: 8,
  defaultRadius: "md",
  fontFamily: "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  headings: { fontWeight: "600" },
  // Members who ask their system for less motion get menus, dialogs and toasts without transitions.
  respectReducedMotion: true,
  components: {
    // A titled notification's text is gray-6 by default (3.3:1 on white); dimmed reaches 6.1:1. A plain entry, as Menu's.
    Notification: {
      styles: { description: { color: "var(--mantine-color-dimmed)" } },
    } satisfies { styles: NotificationProps["styles"] },
    // Mantine puts a focusable role="presentation" element first in every menu for its initial focus, which a
    // menu may not contain (axe's aria-required-children, critical); the dropdown takes the focus without it.
    // A plain entry, not Menu.extend: importing Menu here would put it (and floating-ui) in the first screen's code.
    // A menu never runs past the screen's edge: it is as tall as the room below (or above) its button and scrolls
    // inside. A taller one made the page scroll when an entry near the bottom took the focus under the pointer; the
    // button left the screen, Mantine hid the menu with it, the page shrank back, and the menu showed again under
    // the same pointer: on a phone the administration menu opened and closed until the pointer moved.
    // A title longer than a phone's width ("Benachrichtigungseinstellungen") breaks rather than widening the page.
    // A plain entry, as Menu's.
    Title: {
      styles: { root: { overflowWrap: "anywhere", hyphens: "auto" } },
    },
    Menu: {
      defaultProps: {
        withInitialFocusPlaceholder: false,
        middlewares: { flip: true, shift: true, size: { padding: 8 } },
      } satisfies Partial<MenuProps>,
      styles: { dropdown: { overflowY: "auto" } },
    },
  },
});

/**
 * Dimmed text (6.1:1 on white, 4.9:1 on blue-1 where a day or an item is marked: #697077 gave 4.1:1), error texts (red-8, 4.5:1) and placeholders readable at AA: a
 * date picker's empty value is a placeholder drawn as text (gray-5 gave 2.1:1). A light blue element under the
 * pointer (the active navigation link) keeps blue-1 behind its blue-8 text (5.0:1; the default hover gave 4.0:1).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    "--mantine-color-dimmed": "#5c636a",
    "--mantine-color-placeholder": "#5c636a",
    "--mantine-color-error": "var(--mantine-color-red-8)",
    "--mantine-color-blue-light-hover": "var(--mantine-color-blue-1)",
    // Teal's light variant (an appointment's Accept) as teal-9 on teal-0, 4.8:1 (teal-1 behind it gave 4.3).
    "--mantine-color-teal-light": "var(--mantine-color-teal-0)",
    "--mantine-color-teal-light-color": "var(--mantine-color-teal-9)",
  },
  dark: {},
});
