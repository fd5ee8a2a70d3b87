import { type GroupCategory, groupsApi } from "@intranet/contracts";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { routeKey } from "../../../api/route-client";
import { createQueryClient } from "../../../app/query-client";
import { hexId, network } from "../../../test/fixtures";
import { jsonResponse, renderWithProviders } from "../../../test/render";
import { mockApi } from "../../../test/render-app";
import { newGroupQuery } from "../api";
import { NewGroupPage } from "./GroupFormPage";

const category = { id: hexId(9), slug: "teams", name: "Teams" } as GroupCategory;

function renderNewGroup() {
  const queryClient = createQueryClient();
  // Rendered outside the route table, the page reads the category of an empty slug.
  queryClient.setQueryData(newGroupQuery("").queryKey, {
    group_category: category,
    can: { create: true, create_hidden: false },
  } as never);
  return renderWithProviders(<NewGroupPage />, { network: network(), queryClient });
}

// Waits long enough for answers on a busy machine (the default is one second).
const SLOW = { timeout: 15_000 };

describe("group form", { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("refuses a blank name with the contract's translated code, before sending", async () => {
    const fetchMock = mockApi({});
    renderNewGroup();
    fireEvent.change(await screen.findByTestId("group-form-name", {}, SLOW), { target: { value: "   " } });
    fireEvent.submit(screen.getByTestId("group-form-name").closest("form") as HTMLFormElement);
    expect(await screen.findByText("This field is required.", {}, SLOW)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("makes an open group closed when it is marked sensitive, and keeps it savable", async () => {
    mockApi({});
    renderNewGroup();
    fireEvent.change(await screen.findByTestId("group-form-name", {}, SLOW), { target: { value: "Payroll" } });
    const open = screen.getByTestId("group-form-access-open") as HTMLInputElement;
    fireEvent.click(open);
    await waitFor(() => expect(open.checked).toBe(true));
    fireEvent.click(screen.getByRole("switch", { name: "Sensitive group" }));
    await waitFor(() =>
      expect((screen.getByTestId("group-form-access-closed") as HTMLInputElement).checked).toBe(true),
    );
    expect(open.disabled).toBe(true);
    expect((screen.getByTestId("group-form-save") as HTMLButtonElement).disabled).toBe(false);
  });

  it("shows the server's field code at the field and names the group in the toast", async () => {
    let body: unknown;
    mockApi({
      [routeKey(groupsApi.create)]: (init) => {
        body = JSON.parse(String(init.body));
        return jsonResponse(
          {
            error: "validation_failed",
            message: "Please check the highlighted fields.",
            errors: { access: ["hidden is not allowed"] },
            codes: { access: ["hidden_not_allowed"] },
          },
          422,
        );
      },
    });
    renderNewGroup();
    fireEvent.change(await screen.findByTestId("group-form-name", {}, SLOW), { target: { value: "Chess" } });
    fireEvent.click(screen.getByTestId("group-form-save"));
    expect(await screen.findByText("Hidden groups are not allowed.", {}, SLOW)).toBeTruthy();
    expect(await screen.findByText("Chess could not be saved.", {}, SLOW)).toBeTruthy();
    await waitFor(() => expect(body).toMatchObject({ group: { name: "Chess", group_category_id: hexId(9) } }), SLOW);
  });
});
