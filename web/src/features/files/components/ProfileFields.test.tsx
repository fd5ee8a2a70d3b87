import type { Property, PropertyValues } from "@intranet/contracts";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { hexId, network, propertySet } from "../../../test/fixtures";
import { jsonResponse, renderWithProviders } from "../../../test/render";
import { mockApi } from "../../../test/render-app";
import { ProfileFields, ProfileOf, ProfileValues } from "./ProfileFields";
import { ProfileFilters, profileSortKeys } from "./ProfileFilters";

const SLOW = { timeout: 15_000 };
const FOLDER = hexId(101);
const properties: Property[] = [
  {
    name: "document_type",
    label: "Document type",
    type: "selection",
    options: [
      { label: "Contract", value: "contract" },
      { label: "Invoice", value: "invoice" },
    ],
  },
  { name: "summary", label: "Summary", type: "text", options: [] },
  { name: "keywords", label: "Keywords", type: "tag", options: [] },
  { name: "due", label: "Due", type: "date", options: [] },
];

function Controlled({ onValue, errors }: { onValue: (v: PropertyValues) => void; errors?: Record<string, string> }) {
  const [value, setValue] = useState<PropertyValues>({});
  return (
    <ProfileFields
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

const enabled = network({
  config: { ...network().config, file_profiles: { enabled: true, column_fields: [] } },
});

describe("profile fields", { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("renders one field per property and reports the values by property name", async () => {
    const values: PropertyValues[] = [];
    renderWithProviders(<Controlled onValue={(v) => values.push(v)} errors={{ summary: "is invalid" }} />, {
      network: enabled,
    });
    expect(screen.getByTestId("profile-fields")).toBeTruthy();
    fireEvent.click(screen.getByTestId("profile-document_type"));
    fireEvent.click(await screen.findByRole("option", { name: "Contract" }, SLOW));
    fireEvent.change(screen.getByTestId("profile-summary"), { target: { value: "Quarterly" } });
    expect(values.at(-1)).toEqual({ document_type: "contract", summary: "Quarterly" });
    expect(screen.getByText("is invalid")).toBeTruthy();
    expect(screen.getByTestId("profile-keywords")).toBeTruthy();
    expect(screen.getByTestId("profile-due")).toBeTruthy();
  });

  it("shows nothing without properties", () => {
    renderWithProviders(<ProfileFields properties={[]} value={{}} onChange={() => {}} />, { network: enabled });
    expect(screen.queryByTestId("profile-fields")).toBeNull();
  });

  it("shows values as a person reads them: option labels and lists, empty ones left out", () => {
    renderWithProviders(
      <ProfileValues
        properties={properties}
        value={{ document_type: "invoice", keywords: ["board", "2026"], summary: "" }}
      />,
      { network: enabled },
    );
    expect(screen.getByTestId("profile-value-document_type").textContent).toBe("Invoice");
    expect(screen.getByTestId("profile-value-keywords").textContent).toBe("board, 2026");
    expect(screen.queryByTestId("profile-value-summary")).toBeNull();
  });

  it("fetches the folder's file profile only when the network has file profiles on", async () => {
    const set = propertySet(properties, {
      name: "file_profile",
      context_type: "folder",
      context_id: FOLDER,
      can: { update: false },
    });
    const fetchMock = mockApi({ "GET /api/v1/property_sets/file_profile": () => jsonResponse(set) });
    const off = renderWithProviders(<ProfileOf name="file_profile" folderId={FOLDER} value={{ summary: "x" }} />, {
      network: network(),
    });
    expect(screen.queryByTestId("profile-values")).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    off.unmount();
    renderWithProviders(<ProfileOf name="file_profile" folderId={FOLDER} value={{ summary: "Quarterly" }} />, {
      network: enabled,
    });
    expect((await screen.findByTestId("profile-value-summary", {}, SLOW)).textContent).toBe("Quarterly");
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]), "http://localhost");
    expect(url.searchParams.get("context_type")).toBe("folder");
    expect(url.searchParams.get("context_id")).toBe(FOLDER);
    expect(url.searchParams.get("inherit")).toBe("true");
  });

  it("offers filters by selection, text, date and tag, and sort keys by profile property", async () => {
    const changes: Record<string, string>[] = [];
    renderWithProviders(<ProfileFilters properties={properties} value={{}} onChange={(v) => changes.push(v)} />, {
      network: enabled,
    });
    fireEvent.click(screen.getByTestId("filter-document_type"));
    fireEvent.click(await screen.findByRole("option", { name: "Invoice" }, SLOW));
    fireEvent.change(screen.getByTestId("filter-tag"), { target: { value: "board" } });
    await waitFor(() => expect(changes).toEqual([{ "profile.document_type": "invoice" }, { tag: "board" }]));
    expect(profileSortKeys(properties).map((k) => k.key)).toEqual([
      "profile.document_type",
      "profile.summary",
      "profile.due",
    ]);
  });
});
