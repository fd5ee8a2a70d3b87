import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { network, property } from "../../test/fixtures";
import { renderWithProviders } from "../../test/render";
import { PropertyFieldInputs } from "./PropertyFieldInputs";
import { PropertyValueList } from "./PropertyValueList";

const properties = [
  property({ name: "note", label: "Note" }),
  property({ name: "labels", label: "Labels", type: "tag" }),
  property({ name: "mentor", label: "Mentor", type: "membership" }),
  property({ name: "scan", label: "Scan", type: "image" }),
];

describe("property set fields", () => {
  it("gives tags and members to the screen's inputs, and leaves out uploads where the screen has none", () => {
    const changes: unknown[] = [];
    renderWithProviders(
      <PropertyFieldInputs
        properties={properties}
        value={{ note: "Hi", labels: ["a"], mentor: ["m1"] }}
        onChange={(next) => changes.push(next)}
        errorOf={(name) => (name === "note" ? "Too long" : undefined)}
        testId="set"
        testIdPrefix="set-"
        choosePlaceholder="Choose"
        tags={(field, list, change) => (
          <button type="button" data-testid={field["data-testid"]} onClick={() => change([...list, "b"])}>
            {field.label}
          </button>
        )}
        members={(field, list) => <span data-testid={field["data-testid"]}>{list.join(",")}</span>}
      />,
      { network: network() },
    );
    expect((screen.getByTestId("set-note") as HTMLInputElement).tagName).toBe("INPUT");
    expect(screen.getByText("Too long")).toBeTruthy();
    fireEvent.click(screen.getByTestId("set-labels"));
    expect(changes.at(-1)).toEqual({ note: "Hi", labels: ["a", "b"], mentor: ["m1"] });
    expect(screen.getByTestId("set-mentor").textContent).toBe("m1");
    expect(screen.queryByText("Scan")).toBeNull();
  });

  it("lists the filled values only, lists through the screen's own rendering", () => {
    renderWithProviders(
      <PropertyValueList
        properties={properties}
        value={{ note: "Hi", labels: ["a", "b"], mentor: ["m1", "m2"], scan: [] }}
        list={(p, ids) => `${p.name}: ${ids.length}`}
        container={(rows) => <ul>{rows}</ul>}
        row={(p, shown) => <li data-testid={`row-${p.name}`}>{shown}</li>}
      />,
    );
    expect(screen.getByTestId("row-note").textContent).toBe("Hi");
    expect(screen.getByTestId("row-labels").textContent).toBe("a, b");
    expect(screen.getByTestId("row-mentor").textContent).toBe("mentor: 2");
    expect(screen.queryByTestId("row-scan")).toBeNull();
  });
});
