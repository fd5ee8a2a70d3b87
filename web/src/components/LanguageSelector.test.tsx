import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { changeLanguage, i18n } from "../i18n";
import { renderWithProviders } from "../test/render";
import { LanguageSelector } from "./LanguageSelector";

describe("LanguageSelector", () => {
  afterEach(async () => {
    await changeLanguage("en", false);
    window.localStorage.clear();
  });

  it("offers the five languages, switches i18next and remembers the choice", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<LanguageSelector onChange={onChange} />);
    await user.click((await screen.findAllByLabelText("Language")).find((el) => el.tagName === "INPUT") as HTMLElement);
    const options = screen.getAllByRole("option").map((option) => option.textContent);
    expect(options).toEqual(["English", "Deutsch", "Deutsch (du)", "Español", "Français"]);

    await user.click(screen.getByRole("option", { name: "Deutsch (du)" }));
    await waitFor(() => expect(i18n.language).toBe("de_DU"));
    expect(window.localStorage.getItem("intranet.language")).toBe("de_DU");
    expect(onChange).toHaveBeenCalledWith("de_DU");
    // Informal German overrides formal texts and falls back to them elsewhere.
    expect(i18n.t("confirm.title")).toBe("Bist du sicher?");
    expect(i18n.t("common.save")).toBe("Speichern");
    expect(document.documentElement.lang).toBe("de-DU");
  });

  it("neither loads nor draws a select that is hidden at this width, and draws it where it shows", async () => {
    const width = (wide: boolean) =>
      vi.spyOn(window, "matchMedia").mockImplementation(
        (query: string) =>
          ({
            matches: wide && query.includes("min-width: 36em"),
            media: query,
            addEventListener: vi.fn(),
            removeEventListener: vi.fn(),
          }) as unknown as MediaQueryList,
      );
    const wide = width(true);
    const desk = renderWithProviders(<LanguageSelector visibleFrom="xs" />);
    expect((await screen.findAllByLabelText("Language")).length).toBeGreaterThan(0);
    desk.unmount();
    wide.mockRestore();
    const narrow = width(false);
    // The select's code is loaded by now: a phone would draw it at once if it were drawn there.
    const phone = renderWithProviders(<LanguageSelector visibleFrom="xs" />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByLabelText("Language")).toBeNull();
    phone.unmount();
    narrow.mockRestore();
  });
});
