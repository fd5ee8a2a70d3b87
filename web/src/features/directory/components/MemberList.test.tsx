import { directoryApi } from "@intranet/contracts";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { routeKey } from "../../../api/route-client";
import { network } from "../../../test/fixtures";
import { jsonResponse } from "../../../test/render";
import { mockApi, renderApp } from "../../../test/render-app";

const SLOW = { timeout: 15_000 };

describe("the directory's member list", { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("offers a profile filter only where some member has filled the field in", async () => {
    mockApi({
      [routeKey(directoryApi.members)]: () =>
        jsonResponse({
          entries: [],
          meta: { page: 1, per_page: 25, total_count: 0, total_pages: 0, too_large: false },
          sort: "last_name",
          filter_fields: ["department", "location"],
        }),
      [routeKey(directoryApi.filters)]: () =>
        jsonResponse({
          filters: [
            { name: "department", options: ["IT", "Sales"] },
            { name: "location", options: [] },
          ],
        }),
    });
    renderApp("/directory", network());
    expect(await screen.findByTestId("directory-filter-department", {}, SLOW)).toBeTruthy();
    expect(screen.queryByTestId("directory-filter-location")).toBeNull();
  });
});
