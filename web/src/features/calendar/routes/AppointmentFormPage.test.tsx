import { appointmentsApi, type Calendar } from "@intranet/contracts";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { routeKey } from "../../../api/route-client";
import { createQueryClient } from "../../../app/query-client";
import { hexId, network } from "../../../test/fixtures";
import { jsonResponse, renderWithProviders } from "../../../test/render";
import { mockApi } from "../../../test/render-app";
import { appointmentQuery, calendarsQuery } from "../api";
import { AppointmentFormPage } from "./AppointmentFormPage";

const calendarOf = (n: number, type: Calendar["type"]) =>
  ({
    id: hexId(n),
    name: `Team ${n}`,
    type,
    color: "228be6",
    can: { create_appointments: true },
  }) as unknown as Calendar;
const teams = [calendarOf(1, "group"), calendarOf(2, "group")];

function renderForm(query = "", calendars = teams) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(calendarsQuery.queryKey, calendars);
  return renderWithProviders(<AppointmentFormPage />, {
    network: network(),
    queryClient,
    route: `/appointments/new?date=2026-11-23${query}`,
  });
}

const posts = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === "POST");

// The whole form with its rich-text editor renders slowly on a busy machine.
// Waits long enough for answers on a busy machine (the default is one second).
const SLOW = { timeout: 15_000 };

describe("AppointmentFormPage", { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("checks the form with the contract before sending and shows translated field errors", async () => {
    const fetchMock = mockApi({ [routeKey(appointmentsApi.categories)]: () => jsonResponse([]) });
    renderForm();
    await screen.findByTestId("appointment-form", {}, SLOW);
    expect(screen.getByRole("button", { name: "Start" }).textContent).toBe("23/11/2026");

    fireEvent.click(screen.getByTestId("save-appointment"));
    expect(await screen.findAllByText("This field is required.", {}, SLOW)).not.toHaveLength(0);
    expect(screen.getAllByText("Choose at least one calendar.")).not.toHaveLength(0);
    expect(posts(fetchMock)).toHaveLength(0);
  });

  it("shows an appointment the member may read but not change as not found at its edit form", async () => {
    mockApi({ [routeKey(appointmentsApi.categories)]: () => jsonResponse([]) });
    const queryClient = createQueryClient();
    queryClient.setQueryData(calendarsQuery.queryKey, teams);
    queryClient.setQueryData(appointmentQuery(hexId(70)).queryKey, {
      id: hexId(70),
      name: "Board meeting",
      can: { update: false },
    } as never);
    renderWithProviders(
      <Routes>
        <Route path="/appointments/:id/edit" element={<AppointmentFormPage />} />
      </Routes>,
      { network: network(), queryClient, route: `/appointments/${hexId(70)}/edit` },
    );
    expect(await screen.findByText("Page not found", {}, SLOW)).toBeTruthy();
    expect(screen.queryByTestId("appointment-form")).toBeNull();
  });

  it("opens with the member's own calendar chosen", async () => {
    mockApi({ [routeKey(appointmentsApi.categories)]: () => jsonResponse([]) });
    renderForm("", [...teams, calendarOf(3, "personal")]);
    const form = await screen.findByTestId("appointment-form", {}, SLOW);
    expect(form.querySelector(".mantine-MultiSelect-pill")?.textContent).toBe("Team 3");
  });

  it("sends the contract's defaults and shows the server's field codes translated", async () => {
    let body: unknown;
    const fetchMock = mockApi({
      [routeKey(appointmentsApi.categories)]: () => jsonResponse([]),
      [routeKey(appointmentsApi.create)]: (init) => {
        body = JSON.parse(String(init.body));
        return jsonResponse(
          {
            error: "validation_failed",
            message: "Please check the highlighted fields.",
            errors: { calendar_ids: ["you may not post to this calendar"] },
            codes: { calendar_ids: ["calendar_not_allowed"] },
          },
          422,
        );
      },
    });
    // The link presets the calendar, as the calendar pages' "add" links do.
    renderForm(`&calendar_id=${hexId(1)}`);
    fireEvent.change(await screen.findByRole("textbox", { name: /^Name/ }, SLOW), {
      target: { value: "Board meeting" },
    });
    fireEvent.click(screen.getByTestId("save-appointment"));

    expect(await screen.findByText("You may not post to this calendar.", {}, SLOW)).toBeTruthy();
    expect(screen.queryByText("you may not post to this calendar")).toBeNull();
    await waitFor(() => expect(posts(fetchMock)).toHaveLength(1), SLOW);
    expect(body).toMatchObject({
      appointment: {
        name: "Board meeting",
        calendar_ids: [hexId(1)],
        date: { start: expect.stringMatching(/^2026-11-23T\d{2}:00$/), all_day: false },
        attendee_configuration: { total: null, user_can_opt: false, participation_locked: false },
        application_configuration: { currency: "€", registration_required: false },
      },
    });
  });
  it("brings the member to the first invalid field, whichever it is, and names a text's maximum", async () => {
    mockApi({ [routeKey(appointmentsApi.categories)]: () => jsonResponse([]) });
    const scrolled = vi.mocked(Element.prototype.scrollIntoView);
    scrolled.mockClear();
    renderForm();
    const name = await screen.findByRole("textbox", { name: /^Name/ }, SLOW);
    fireEvent.click(screen.getByTestId("save-appointment"));
    // The name at the top, not the date block further down.
    await waitFor(() => expect(document.activeElement).toBe(name), SLOW);
    expect(scrolled.mock.contexts.at(-1)).toBe(name);

    // With a name, the calendars are next; a city longer than the contract allows says how long it may be.
    fireEvent.change(name, { target: { value: "Board meeting" } });
    fireEvent.change(screen.getByRole("textbox", { name: "City" }), { target: { value: "x".repeat(201) } });
    fireEvent.click(screen.getByTestId("save-appointment"));
    const calendars = screen.getByRole("combobox", { name: /^Calendars/ });
    await waitFor(() => expect(document.activeElement).toBe(calendars), SLOW);
    expect(screen.getByText("Is too long (at most 200 characters).")).toBeTruthy();
  });
});
