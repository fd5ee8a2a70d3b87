import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { member } from "../../../test/fixtures";
import { renderWithProviders } from "../../../test/render";
import { ProfileMenu } from "./ProfileMenu";

const me = member();

describe("ProfileMenu", () => {
  it("opens from its button with the profile and sign-out entries", async () => {
    renderWithProviders(<ProfileMenu member={me} />);
    expect(screen.queryByRole("menuitem", { name: "Sign out" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: /profile menu$/i }));
    expect(await screen.findByRole("menuitem", { name: "Sign out" })).toBeTruthy();
    expect(screen.getByRole("menuitem", { name: "My profile" }).getAttribute("href")).toBe(`/members/${me.id}`);
  });

  it("opens by itself when its button was clicked while the menu was loading", async () => {
    renderWithProviders(<ProfileMenu member={me} defaultOpened />);
    expect(await screen.findByRole("menuitem", { name: "Sign out" })).toBeTruthy();
  });
});
