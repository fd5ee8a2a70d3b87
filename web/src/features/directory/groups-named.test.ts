import { directoryApi } from "@intranet/contracts";
import { afterEach, describe, expect, it, vi } from "vitest";
import { routeKey } from "../../api/route-client";
import { createQueryClient } from "../../app/query-client";
import { group, hexId } from "../../test/fixtures";
import { jsonResponse } from "../../test/render";
import { mockApi } from "../../test/render-app";
import { groupsNamedQuery } from ".";

describe("groups found by name (the directory's one query for every group picker)", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks the directory's search for groups only, twenty at most", async () => {
    const asked: Record<string, string>[] = [];
    mockApi({
      [routeKey(directoryApi.search)]: (_, url) => {
        asked.push(Object.fromEntries(url.searchParams));
        return jsonResponse({ members: [], groups: [group({ id: hexId(60), slug: "garden", name: "Garden club" })] });
      },
    });
    const found = await createQueryClient({ retry: false }).fetchQuery(groupsNamedQuery("Gard"));
    expect(found.groups.map((g) => g.name)).toEqual(["Garden club"]);
    expect(asked).toEqual([{ q: "Gard", groups_only: "true", limit: "20" }]);
  });
});
