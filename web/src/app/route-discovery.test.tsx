import { act, render, screen } from "@testing-library/react";
import { createMemoryRouter, Outlet, type RouteObject, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { discoverLater } from "./route-discovery";

const screenOf = (name: string) => () => <p>{name}</p>;
/** The app's shape: a layout whose children are handed over in parts, beside a not-found route that matches anything. */
const table = (): RouteObject[] => [
  {
    id: "root",
    Component: Outlet,
    children: [
      {
        id: "features",
        children: [
          { index: true, Component: screenOf("Start page") },
          { path: "appointments", Component: screenOf("Appointments") },
          { path: "Appointments/:id", Component: screenOf("One appointment") },
          { path: "messages/:id", Component: screenOf("A message") },
          { path: ":slug/about", Component: screenOf("About a group") },
          { Component: Outlet, children: [{ path: "settings", Component: screenOf("Settings") }] },
          { path: "files", Component: screenOf("Files") },
        ],
      },
      { path: "*", Component: screenOf("Not found") },
    ],
  },
];
const childPaths = (routes: RouteObject[]) =>
  routes[0]?.children?.[0]?.children?.map((r) => (r.index ? "(index)" : (r.path ?? "(layout)")));

describe("routes handed to the router in parts", () => {
  it("hands over first the children that may match the first address: same first segment, parameters, layouts", () => {
    expect(childPaths(discoverLater(table(), ["features"], "/appointments/7?view=week").routes)).toEqual([
      "(index)",
      "appointments",
      "Appointments/:id",
      ":slug/about",
      "(layout)",
    ]);
    expect(childPaths(discoverLater(table(), ["features"], "/MESSAGES/3").routes)).toEqual([
      "(index)",
      "messages/:id",
      ":slug/about",
      "(layout)",
    ]);
  });

  it("gives a route with the first navigation to an address of its first segment, instead of not-found", async () => {
    const { routes, patchRoutesOnNavigation } = discoverLater(table(), ["features"], "/appointments");
    const router = createMemoryRouter(routes, { initialEntries: ["/appointments"], patchRoutesOnNavigation });
    render(<RouterProvider router={router} />);
    expect(await screen.findByText("Appointments")).toBeTruthy();
    expect(childPaths(router.routes)).toHaveLength(5);

    await act(() => router.navigate("/messages/3"));
    expect(await screen.findByText("A message")).toBeTruthy();
    expect(screen.queryByText("Not found")).toBeNull();
    // Only the routes of that first segment: the files' still wait for theirs.
    expect(childPaths(router.routes)).toEqual([
      "(index)",
      "appointments",
      "Appointments/:id",
      ":slug/about",
      "(layout)",
      "messages/:id",
    ]);

    await act(() => router.navigate("/files"));
    expect(await screen.findByText("Files")).toBeTruthy();
    await act(() => router.navigate("/nowhere/at/all"));
    expect(await screen.findByText("Not found")).toBeTruthy();
    await act(() => router.navigate("/sales/about"));
    expect(await screen.findByText("About a group")).toBeTruthy();
    expect(childPaths(router.routes)).toHaveLength(7);
  });

  it("keeps the routes for the next navigation when the one that asked for them was interrupted", async () => {
    const { patchRoutesOnNavigation } = discoverLater(table(), ["features"], "/appointments");
    const patch = vi.fn();
    const ask = (signal: AbortSignal) =>
      patchRoutesOnNavigation({ path: "/files", matches: [], fetcherKey: undefined, patch, signal });
    const interrupted = new AbortController();
    interrupted.abort();
    await ask(interrupted.signal);
    expect(patch).not.toHaveBeenCalled();
    await ask(new AbortController().signal);
    expect(patch).toHaveBeenCalledTimes(1);
    expect(patch.mock.calls[0]?.[0]).toBe("features");
    expect(patch.mock.calls[0]?.[1].map((route: RouteObject) => route.path)).toEqual(["files"]);
  });

  it("finds the first address's route when it was not handed over (a start at an address the split missed)", async () => {
    const { routes, patchRoutesOnNavigation } = discoverLater(table(), ["features"], "/appointments");
    const router = createMemoryRouter(routes, { initialEntries: ["/messages/5"], patchRoutesOnNavigation });
    render(<RouterProvider router={router} />);
    expect(await screen.findByText("A message")).toBeTruthy();
    expect(screen.queryByText("Not found")).toBeNull();
  });
});
