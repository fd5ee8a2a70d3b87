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
});
