import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../test/render";
import { PwaNotices } from "./PwaNotices";
import { newVersionStore, registerServiceWorker } from "./pwa";

/** navigator.serviceWorker as the page sees it: a controller or none, events, a registration. */
function fakeContainer(controlled: boolean) {
  const target = new EventTarget();
  const registration = { update: vi.fn(async () => undefined) };
  return Object.assign(target, {
    controller: controlled ? ({} as ServiceWorker) : null,
    register: vi.fn(async () => registration),
  }) as unknown as ServiceWorkerContainer & { register: ReturnType<typeof vi.fn> };
}

afterEach(() => {
  act(() => newVersionStore.reset());
  vi.restoreAllMocks();
});

describe("the new-version notice", () => {
  it("appears when a new worker takes over a page that had one, and its button reloads", async () => {
    const reload = vi.fn();
    renderWithProviders(<PwaNotices reload={reload} />);
    const container = fakeContainer(true);
    await registerServiceWorker(container);
    expect(container.register).toHaveBeenCalledWith("/sw.js", { scope: "/" });
    expect(screen.queryByTestId("new-version-notice")).toBeNull();
    act(() => void container.dispatchEvent(new Event("controllerchange")));
    expect(await screen.findByText("A new version is available")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Reload" }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it("stays away on the first install (no worker before)", async () => {
    renderWithProviders(<PwaNotices reload={() => {}} />);
    const container = fakeContainer(false);
    await registerServiceWorker(container);
    act(() => void container.dispatchEvent(new Event("controllerchange")));
    expect(screen.queryByTestId("new-version-notice")).toBeNull();
  });

  it("says when the device is offline, and goes when it is back", async () => {
    const online = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    renderWithProviders(<PwaNotices reload={() => {}} />);
    act(() => void window.dispatchEvent(new Event("offline")));
    expect(await screen.findByText("You are offline")).toBeTruthy();
    online.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event("online")));
    expect(screen.queryByText("You are offline")).toBeNull();
  });
});
