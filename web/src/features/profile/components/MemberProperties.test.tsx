import type { Property, PropertyValues } from "@intranet/contracts";
import { fireEvent, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { hexId, memberSummary, network } from "../../../test/fixtures";
import { jsonResponse, renderWithProviders } from "../../../test/render";
import { mockApi } from "../../../test/render-app";
import { memberPropertiesBody } from "../member-properties";
import { MemberPropertyInputs, MemberPropertyValues } from "./MemberProperties";

const SLOW = { timeout: 15_000 };
const MENTOR = hexId(42);
const properties: Property[] = [
  { name: "cost_centre", label: "Cost centre", type: "text", options: [] },
  {
    name: "site",
    label: "Site",
    type: "selection",
    options: [
      { label: "Berlin", value: "berlin" },
      { label: "Hamburg", value: "hamburg" },
    ],
  },
  { name: "skills", label: "Skills", type: "tag", options: [] },
  { name: "joined_on", label: "Joined on", type: "date", options: [] },
  { name: "mentor", label: "Mentor", type: "membership", options: [] },
];

function Controlled({ onValue, errors }: { onValue: (v: PropertyValues) => void; errors?: Record<string, string> }) {
  const [value, setValue] = useState<PropertyValues>({});
  return (
    <MemberPropertyInputs
      properties={properties}
      value={value}
      errors={errors}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

describe("member profile properties", { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("renders one input per property and reports the values by property name, with its errors", async () => {
    const values: PropertyValues[] = [];
    renderWithProviders(
      <Controlled
        onValue={(v) => values.push(v)}
        errors={{ "profile_properties.cost_centre": "Is not a field of the profile." }}
      />,
      { network: network() },
    );
    fireEvent.change(screen.getByTestId("member-property-cost_centre"), { target: { value: "CC-4711" } });
    fireEvent.click(screen.getByTestId("member-property-site"));
    fireEvent.click(await screen.findByRole("option", { name: "Hamburg" }, SLOW));
    expect(values.at(-1)).toEqual({ cost_centre: "CC-4711", site: "hamburg" });
    expect(screen.getByText("Is not a field of the profile.")).toBeTruthy();
    expect(screen.getByTestId("member-property-skills")).toBeTruthy();
    expect(screen.getByTestId("member-property-joined_on")).toBeTruthy();
    expect(screen.getByTestId("member-property-mentor")).toBeTruthy();
  });

  it("renders nothing without properties", () => {
    renderWithProviders(<MemberPropertyInputs properties={[]} value={{}} onChange={() => {}} />, {
      network: network(),
    });
    expect(screen.queryByTestId("member-properties")).toBeNull();
  });

  it("sends the set's values only, text trimmed, empty values left out", () => {
    expect(
      memberPropertiesBody(properties, {
        cost_centre: "  CC-1 ",
        site: null,
        skills: [],
        joined_on: "2024-03-01",
        removed_field: "kept no more",
      }),
    ).toEqual({ cost_centre: "CC-1", joined_on: "2024-03-01" });
  });

  it("shows filled values under the set's labels: option labels, tags and members by name", async () => {
    // The members of a membership property in one request.
    const lookups: (string | null)[] = [];
    mockApi({
      "GET /members": (_init, url) => {
        lookups.push(url.searchParams.get("ids"));
        return jsonResponse([memberSummary({ id: MENTOR, displayName: "Carl Colleague" })]);
      },
    });
    renderWithProviders(
      <dl>
        <MemberPropertyValues
          properties={properties}
          value={{ cost_centre: "CC-4711", site: "berlin", skills: ["Go", "SQL"], mentor: [MENTOR], joined_on: "" }}
        />
      </dl>,
      { network: network() },
    );
    expect(screen.getByText("Cost centre")).toBeTruthy();
    expect(screen.getByTestId("member-value-cost_centre").textContent).toBe("CC-4711");
    expect(screen.getByTestId("member-value-site").textContent).toBe("Berlin");
    expect(screen.getByTestId("member-value-skills").textContent).toBe("Go, SQL");
    expect((await screen.findByRole("link", { name: "Carl Colleague" }, SLOW)).getAttribute("href")).toBe(
      `/members/${MENTOR}`,
    );
    expect(screen.queryByTestId("member-value-joined_on")).toBeNull();
    expect(lookups).toEqual([MENTOR]);
  });
});
