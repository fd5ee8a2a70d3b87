import { act, render, screen, waitFor } from "@testing-library/react";
import { lazy, type ReactElement, startTransition, useLayoutEffect } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// The module notes that the app's first screen is drawn; web tests share modules (isolate: false), so each test here
// takes a fresh copy, as before any screen was drawn.
let AfterFirstPaint: typeof import("./AfterFirstPaint").AfterFirstPaint;
let AfterScreen: typeof import("./AfterFirstPaint").AfterScreen;
let whenFirstScreenDrawn: typeof import("./AfterFirstPaint").whenFirstScreenDrawn;
let DeferredControl: typeof import("./AfterFirstPaint").DeferredControl;
beforeEach(async () => {
  vi.resetModules();
  ({ AfterFirstPaint, AfterScreen, whenFirstScreenDrawn, DeferredControl } = await import("./AfterFirstPaint"));
});
// A test that runs the browser's frames by hand puts requestAnimationFrame back even when it fails.
afterEach(() => vi.unstubAllGlobals());

describe("AfterFirstPaint", () => {
  it("draws the screen in the first commit and asks for a lazy part only once it is painted, its fallback in its place", async () => {
    const events: string[] = [];
    // The browser's frames, run by hand: a frame's callbacks come just before its paint.
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => frames.push(callback));
    let arrive: (module: { default: () => ReactElement }) => void = () => {};
    const Menu = lazy(() => {
      events.push("menu requested");
      return new Promise<{ default: () => ReactElement }>((resolve) => (arrive = resolve));
    });
    function Screen() {
      useLayoutEffect(() => void events.push("screen committed"), []);
      return <h1>Hello</h1>;
    }
    const container = document.createElement("div");
    document.body.append(container);
    const root = createRoot(container);
    await act(async () =>
      startTransition(() =>
        root.render(
          <>
            <Screen />
            <AfterFirstPaint fallback={<span>menu button</span>}>
              <Menu />
            </AfterFirstPaint>
          </>,
        ),
      ),
    );
    // A lazy part rendered with the screen (a plain Suspense) is asked for while the screen renders, before it commits;
    // this one waits for the committed screen to be painted.
    expect(events).toEqual(["screen committed"]);
    expect(container.querySelector("h1")?.textContent).toBe("Hello");
    expect(container.textContent).toContain("menu button");
    await act(async () => {
      for (const frame of frames.splice(0)) frame(performance.now());
      events.push("painted");
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(events).toEqual(["screen committed", "painted", "menu requested"]);
    await act(async () => arrive({ default: () => <nav>menu</nav> }));
    expect(container.querySelector("nav")?.textContent).toBe("menu");
    expect(container.textContent).not.toContain("menu button");
    act(() => root.unmount());
    container.remove();
  });

  it("renders at once once the first screen is drawn", async () => {
    const first = render(<AfterFirstPaint>first</AfterFirstPaint>);
    await screen.findByText("first");
    first.unmount();
    render(
      <AfterFirstPaint fallback={<span>later</span>}>
        <span>now</span>
      </AfterFirstPaint>,
    );
    expect(screen.getByText("now")).toBeTruthy();
  });

  it("AfterScreen (above the router) waits for a layout's first paint, not its own first commit", async () => {
    const loading = render(
      <>
        <AfterScreen>
          <span>toasts</span>
        </AfterScreen>
        <p>loading the screen</p>
      </>,
    );
    await act(async () => {});
    expect(loading.container.textContent).toBe("loading the screen");
    const layout = render(<AfterFirstPaint>header menus</AfterFirstPaint>);
    await screen.findByText("toasts");
    await screen.findByText("header menus");
    loading.unmount();
    layout.unmount();
    // Once the first screen is drawn, a host mounted later renders at once.
    render(
      <AfterScreen>
        <span>dialogs</span>
      </AfterScreen>,
    );
    expect(screen.getByText("dialogs")).toBeTruthy();
  });

  it("whenFirstScreenDrawn runs its work once a layout has drawn the screen, and at once afterwards", async () => {
    const done: string[] = [];
    whenFirstScreenDrawn(() => done.push("worker registered"));
    await act(async () => {});
    expect(done).toEqual([]);
    render(<AfterFirstPaint>header menus</AfterFirstPaint>);
    await screen.findByText("header menus");
    expect(done).toEqual(["worker registered"]);
    whenFirstScreenDrawn(() => done.push("later"));
    expect(done).toEqual(["worker registered", "later"]);
  });

  it("starts what waits for the first screen one at a time, each next one when the page is idle again", async () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => frames.push(callback));
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal("requestIdleCallback", (callback: IdleRequestCallback) => idle.push(callback));
    const idleNow = () => idle.shift()?.({ didTimeout: false, timeRemaining: () => 50 });
    const started: string[] = [];
    whenFirstScreenDrawn(() => started.push("search"));
    whenFirstScreenDrawn(() => started.push("chat"));
    render(<AfterFirstPaint fallback={<span>menus to come</span>}>menus</AfterFirstPaint>);
    await act(async () => {
      for (const frame of frames.splice(0)) frame(performance.now());
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    // One commit for each part instead of one long commit for all of them (a task of its own each).
    expect(started).toEqual(["search"]);
    await act(async () => idleNow());
    expect(started).toEqual(["search", "chat"]);
    expect(screen.getByText("menus to come")).toBeTruthy();
    await act(async () => idleNow());
    expect(await screen.findByText("menus")).toBeTruthy();
    expect(idle).toEqual([]);
  });

  it("DeferredControl opens its control once loaded when its button was clicked before", async () => {
    let arrive: ((module: { default: (props: { opened: boolean }) => ReactElement }) => void) | null = null;
    const Filter = lazy(
      () => new Promise<{ default: (props: { opened: boolean }) => ReactElement }>((resolve) => (arrive = resolve)),
    );
    render(
      <DeferredControl
        button={(open) => (
          <button type="button" onClick={open}>
            Filter
          </button>
        )}
      >
        {(opened) => <Filter opened={opened} />}
      </DeferredControl>,
    );
    // Clicked before the screen is painted: the control has not even been asked for yet.
    expect(arrive).toBeNull();
    act(() => screen.getByRole("button", { name: "Filter" }).click());
    await waitFor(() => expect(arrive).not.toBeNull());
    await act(async () => arrive?.({ default: ({ opened }) => <p>{opened ? "filter open" : "filter closed"}</p> }));
    expect(await screen.findByText("filter open")).toBeTruthy();
  });
});
