import { activitiesApi, type Property, type PropertyValues } from "@intranet/contracts";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { routeKey } from "../../../api/route-client";
import { hexId, network } from "../../../test/fixtures";
import { jsonResponse, renderWithProviders } from "../../../test/render";
import { mockApi } from "../../../test/render-app";
import { ProfileFields } from "./ProfileFields";

const SLOW = { timeout: 15_000 };
const properties: Property[] = [{ name: "keywords", label: "Keywords", type: "tag", options: [] }];

function Controlled({ onValue }: { onValue: (v: PropertyValues) => void }) {
  const [value, setValue] = useState<PropertyValues>({ keywords: ["alphaold"] });
  return (
    <ProfileFields
      properties={properties}
      tagParents={["A", "B"]}
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

describe("profile tag field", { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("suggests the tags under the set's tag parents as the member types, once typing pauses", async () => {
    const fetchMock = mockApi({
      [routeKey(activitiesApi.findTags)]: () =>
        jsonResponse([
          { id: hexId(1), name: "alphaold" },
          { id: hexId(2), name: "alphapublic" },
        ]),
    });
    const values: PropertyValues[] = [];
    renderWithProviders(<Controlled onValue={(v) => values.push(v)} />, { network: network() });
    const input = screen.getByTestId("profile-keywords");
    // Mantine ignores changes to an input without focus (autofill); a person focuses it by typing.
    input.focus();
    fireEvent.change(input, { target: { value: "a" } });
    fireEvent.change(input, { target: { value: "al" } });
    fireEvent.change(input, { target: { value: "alp" } });
    const option = await screen.findByRole("option", { name: "alphapublic" }, SLOW);
    // A chosen tag is not offered again.
    expect(screen.queryByRole("option", { name: "alphaold" })).toBeNull();
    const calls = fetchMock.mock.calls.map((c) => new URL(String(c[0]), "http://localhost"));
    const finds = calls.filter((u) => u.pathname === "/tags/find");
    expect(finds).toHaveLength(1);
    expect(Object.fromEntries(finds[0]?.searchParams ?? [])).toEqual({
      q: "alp",
      tag_parents: "A,B",
      exclude_new: "true",
    });
    fireEvent.click(option);
    await waitFor(() => expect(values.at(-1)).toEqual({ keywords: ["alphaold", "alphapublic"] }));
  });
});
