import { membersApi } from "@intranet/contracts";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { routeKey } from "../../../api/route-client";
import { hexId, member, network, property, propertySet } from "../../../test/fixtures";
import { jsonResponse } from "../../../test/render";
import { mockApi, renderApp } from "../../../test/render-app";

const SLOW = { timeout: 15_000 };

describe("onboarding profile", { timeout: 60_000 }, () => {
  it("asks for the member profile's own fields beside the profile and sends both", async () => {
    const bodies: unknown[] = [];
    mockApi({
      "GET /api/v1/property_sets/member_profile": () =>
        jsonResponse(
          propertySet([property({ name: "cost_centre", label: "Cost centre" })], { can: { update: false } }),
        ),
      [routeKey(membersApi.onboardingProfile)]: (init) => {
        bodies.push(JSON.parse(String(init.body)));
        return jsonResponse({ redirect_to: "/" });
      },
    });
    renderApp("/onboarding/profile", network({ current_member: member({ id: hexId(1) }) }));
    const field = await screen.findByLabelText("Cost centre", {}, SLOW);
    fireEvent.change(field, { target: { value: " CC-7 " } });
    fireEvent.click(screen.getByTestId("onboarding-submit"));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ member: { profile_properties: { cost_centre: "CC-7" } } });
  });
});
