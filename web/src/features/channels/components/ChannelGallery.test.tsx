import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { ChannelGallery } from "./ChannelGallery";

const images = Array.from({ length: 6 }, (_, i) => ({
  url: `/api/storage/images/img${i + 1}`,
  caption: `Photo ${i + 1}`,
  link: "",
}));

describe("ChannelGallery", () => {
  it("shows four with +N and pages through all six in the lightbox, by button and arrow key, to the ends", async () => {
    const user = userEvent.setup();
    renderWithProviders(<ChannelGallery images={images} max={4} cols={1} />);
    const thumbnails = screen.getAllByTestId("gallery-image");
    expect(thumbnails).toHaveLength(4);
    expect(thumbnails[3]?.textContent).toBe("+2");
    await user.click(screen.getByRole("button", { name: "Open image Photo 1" }));
    const lightbox = await screen.findByTestId("gallery-lightbox");
    expect(screen.getByTestId("gallery-position").textContent).toBe("1 / 6");
    expect(screen.getByRole("button", { name: "Previous image" })).toHaveProperty("disabled", true);
    fireEvent.keyDown(lightbox, { key: "ArrowRight" });
    expect(screen.getByTestId("gallery-position").textContent).toBe("2 / 6");
    fireEvent.keyDown(lightbox, { key: "ArrowLeft" });
    fireEvent.keyDown(lightbox, { key: "ArrowLeft" });
    expect(screen.getByTestId("gallery-position").textContent).toBe("1 / 6");
    for (let i = 0; i < 5; i++) await user.click(screen.getByRole("button", { name: "Next image" }));
    await user
      .click(screen.getByRole("button", { name: "Next image" }).closest("button") as HTMLElement)
      .catch(() => {});
    expect(screen.getByTestId("gallery-position").textContent).toBe("6 / 6");
    expect(screen.getByRole("button", { name: "Next image" })).toHaveProperty("disabled", true);
    expect(screen.getByRole("heading", { name: "Photo 6" })).toBeTruthy();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByTestId("gallery-lightbox")).toBeNull());
  });
});
