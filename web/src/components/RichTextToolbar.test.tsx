import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { network } from "../test/fixtures";
import { renderWithProviders } from "../test/render";
import { RichTextField } from "./RichTextField";
import { altFromFileName } from "./RichTextToolbar";

describe("the rich-text toolbar's images", () => {
  it("is offered only to editors that ask for it (their text keeps images)", async () => {
    renderWithProviders(<RichTextField label="Text" initial="<p>Hi</p>" onChange={() => {}} testId="legal-text" />, {
      network: network(),
    });
    await screen.findByRole("button", { name: "Bold" });
    expect(screen.queryByRole("button", { name: "Insert image" })).toBeNull();
  });

  it("takes an inserted image's alternative text from the file's name", () => {
    expect(altFromFileName("floor-plan.png")).toBe("floor-plan");
    expect(altFromFileName("Team photo 2026.final.jpeg")).toBe("Team photo 2026.final");
    expect(altFromFileName("scan")).toBe("scan");
  });
});
