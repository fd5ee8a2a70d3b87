import { useMediaQuery } from "@mantine/hooks";
import { useCallback } from "react";
import { useSearchParams } from "react-router";
import { isIsoDate, todayIn } from "../../../lib/dates-core";

export type CalendarViewType = "sheet" | "list";
const VIEW_KEY = "calendar.view";
const DATE_KEY = "calendar.date";

const session = {
  get: (key: string) => {
    try {
      return window.sessionStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set: (key: string, value: string) => {
    try {
      window.sessionStorage.setItem(key, value);
    } catch {
      // Private mode: the choice just is not remembered.
    }
  },
};

/** Below this width the overview shows the list (no month sheet). */
export const NARROW_SCREEN_PX = 768;
const NARROW_QUERY = `(max-width: ${NARROW_SCREEN_PX - 1}px)`;

/**
 * Month, view type and calendar filter of the overview: the URL wins, then what was chosen in this browser
 * session; the list is forced on narrow screens.
 */
export function calendarViewOf(params: URLSearchParams, narrow: boolean) {
  const urlDate = params.get("date");
  const date = urlDate && isIsoDate(urlDate) ? urlDate : (session.get(DATE_KEY) ?? todayIn());
  const urlView = params.get("view");
  const chosen: CalendarViewType =
    urlView === "list" || urlView === "sheet" ? urlView : session.get(VIEW_KEY) === "list" ? "list" : "sheet";
  const view: CalendarViewType = narrow ? "list" : chosen;
  const filter = params.get("calendars") ?? undefined;
  return { date, view, filter };
}

/** Whether the screen is narrow now (the overview's route asks its month before any component has rendered). */
export const isNarrowScreen = () => typeof window.matchMedia === "function" && window.matchMedia(NARROW_QUERY).matches;

/** `calendarViewOf` for the overview's screen, and how to change it (kept in the URL and this browser session). */
export function useCalendarView() {
  const [params, setParams] = useSearchParams();
  // Known on the first render (not in an effect): a phone's first render would otherwise ask for the month's sheet,
  // then the list.
  const narrow = useMediaQuery(NARROW_QUERY, undefined, { getInitialValueInEffect: false }) ?? false;
  const { date, view, filter } = calendarViewOf(params, narrow);

  const update = useCallback(
    (change: { date?: string; view?: CalendarViewType; filter?: string | null }) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (change.date) {
            session.set(DATE_KEY, change.date);
            next.set("date", change.date);
          }
          if (change.view) {
            session.set(VIEW_KEY, change.view);
            next.set("view", change.view);
          }
          if (change.filter === null) next.delete("calendars");
          else if (change.filter !== undefined) next.set("calendars", change.filter);
          return next;
        },
        // Another month is a step Back returns from; the view and the filter change the month in place.
        { replace: change.date === undefined },
      );
    },
    [setParams],
  );

  return { date, view, narrow, filter, update };
}
