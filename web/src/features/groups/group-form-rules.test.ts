import { describe, expect, it } from "vitest";
import { accessOptions } from "./group-form-rules";

describe("group access options (§4)", () => {
  it("offers hidden only with can.create_hidden", () => {
    expect(
      accessOptions({ canCreateHidden: false, sensitive: false, activeMainGroup: false }).map((o) => o.value),
    ).toEqual(["open", "closed"]);
    expect(
      accessOptions({ canCreateHidden: true, sensitive: false, activeMainGroup: false }).map((o) => o.value),
    ).toEqual(["open", "closed", "hidden"]);
  });

  it("disables open for sensitive groups and leaves out closed for the active main group", () => {
    const sensitive = accessOptions({ canCreateHidden: false, sensitive: true, activeMainGroup: false });
    expect(sensitive.find((o) => o.value === "open")?.disabled).toBe(true);
    const main = accessOptions({ canCreateHidden: false, sensitive: false, activeMainGroup: true });
    expect(main.map((o) => o.value)).toEqual(["open"]);
  });
});
