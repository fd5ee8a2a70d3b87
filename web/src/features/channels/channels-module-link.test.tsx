import { channelsApi } from "@intranet/contracts";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { routeKey } from "../../api/route-client";
import { hexId, member, network } from "../../test/fixtures";
import { jsonResponse } from "../../test/render";
import { mockApi, renderApp } from "../../test/render-app";
import { userbarSections } from "../shell/userbar-links";
import { channelsFeature } from ".";

const SLOW = { timeout: 15_000 };
const base = network({ current_member: member({ id: hexId(1) }) });

describe("the channels' module link", { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("is among the members' module links, at /channels (administration.md, module links)", () => {
    const [modules] = userbarSections("/", base, [channelsFeature]);
    expect(modules?.links.map((l) => [l.label, l.to])).toEqual([["channels.shell.channels", "/channels"]]);
  });

  it("leads every member to the channels' directory", async () => {
    mockApi({
      [routeKey(channelsApi.directory)]: () =>
        jsonResponse({ entries: [], pagination: { page: 1, per_page: 24, total: 0 }, can: { create_channels: false } }),
    });
    renderApp("/channels", base);
    const links = await screen.findAllByRole("link", { name: "Channels" }, SLOW);
    expect(links.some((a) => a.getAttribute("href") === "/channels")).toBe(true);
    expect(screen.queryByTestId("channel-create")).toBeNull();
  });
});
