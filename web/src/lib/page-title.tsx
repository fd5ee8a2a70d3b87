import { createContext, type ReactNode, useCallback, useContext, useEffect, useId, useState } from "react";

/** A screen's own part of the title: what it shows (a subject) comes before the route's title, where it is after. */
type Place = "subject" | "context";
interface Entry {
  place: Place;
  parts: string[];
}
type Register = (id: string, entry: Entry | null) => void;

const RegisterContext = createContext<Register>(() => {});
const SEPARATOR = " · ";
const JOIN = "\u0000";

/**
 * The document's title, set once for every screen: what the screen shows ("Weekly sync"), its route's title
 * ("Appointments"), where it is (a group's name), the network's name: "Weekly sync · Appointments · Acme Intranet".
 */
export function DocumentTitle({
  route,
  network,
  children,
}: {
  route: string | null;
  network: string;
  children: ReactNode;
}) {
  const [entries, setEntries] = useState<ReadonlyMap<string, Entry>>(new Map());
  const register = useCallback<Register>(
    (id, entry) =>
      setEntries((previous) => {
        const old = previous.get(id);
        const same = entry
          ? old?.place === entry.place && old.parts.join(JOIN) === entry.parts.join(JOIN)
          : old === undefined;
        if (same) return previous;
        const next = new Map(previous);
        if (entry) next.set(id, entry);
        else next.delete(id);
        return next;
      }),
    [],
  );
  const at = (place: Place) => [...entries.values()].flatMap((e) => (e.place === place ? e.parts : []));
  const title = [...at("subject"), route, ...at("context"), network].filter(Boolean).join(SEPARATOR);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return <RegisterContext.Provider value={register}>{children}</RegisterContext.Provider>;
}

function useTitlePart(place: Place, parts: Array<string | null | undefined>) {
  const register = useContext(RegisterContext);
  const id = useId();
  const text = parts.filter((part): part is string => Boolean(part?.trim())).join(JOIN);
  useEffect(() => {
    register(id, { place, parts: text ? text.split(JOIN) : [] });
  }, [register, id, place, text]);
  useEffect(() => () => register(id, null), [register, id]);
}

/** What the screen shows, named before its route's title: a message's subject, an appointment's name, a query. */
export const usePageTitle = (...subject: Array<string | null | undefined>) => useTitlePart("subject", subject);

/** Where the screen is, named after its route's title: the group's name on every group screen. */
export const usePageTitleContext = (...context: Array<string | null | undefined>) => useTitlePart("context", context);
