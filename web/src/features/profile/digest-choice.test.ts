import { describe, expect, it } from "vitest";
import { dailyDigestsFor, digestChoiceOf } from "./digest-choice";

describe("digest choice", () => {
  it("maps disabled, all and selected groups both ways", () => {
    expect(digestChoiceOf({ enabled: false, group_ids: ["a"], include_network_level: true })).toBe("disabled");
    expect(digestChoiceOf({ enabled: true, group_ids: "all", include_network_level: true })).toBe("all");
    expect(digestChoiceOf({ enabled: true, group_ids: ["a"], include_network_level: false })).toBe("selected_groups");
    expect(dailyDigestsFor("all", ["x"], true)).toEqual({
      enabled: true,
      group_ids: "all",
      include_network_level: true,
    });
    expect(dailyDigestsFor("selected_groups", ["x"], false)).toEqual({
      enabled: true,
      group_ids: ["x"],
      include_network_level: false,
    });
    expect(dailyDigestsFor("disabled", ["x"], true).enabled).toBe(false);
  });
});
