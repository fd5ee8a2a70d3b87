import type { NavigationChoice, NavigationItem, NavigationItemType, NavigationUpdateBody } from "@intranet/contracts";

/** One row of the navigation editor: the item's fields, the editor's type, a key for reordering. */
export interface EditorItem {
  key: string;
  type: NavigationItemType;
  text: string;
  link: string;
  public: boolean;
  new_window: boolean;
  children: EditorItem[];
}

export interface EditorChoices {
  pages: NavigationChoice[];
  apps: NavigationChoice[];
  standard: NavigationChoice[];
}

/** The module links the "standard" type offers (administration §2 "Module links"); texts are keys of the editor. */
export const STANDARD_LINKS = [
  { key: "activities", link: "/activitystreams/all" },
  { key: "messages", link: "/messages" },
  { key: "appointments", link: "/appointments" },
  { key: "files", link: "/files" },
  { key: "directory", link: "/directory" },
  { key: "chat", link: "/chat" },
  { key: "imprint", link: "/imprint" },
] as const;

let counter = 0;
export const newKey = () => {
  counter += 1;
  return `item-${counter}`;
};

/** Which type a stored link was chosen as: the list that has it, otherwise a plain link. */
function typeOf(link: string, choices: EditorChoices): NavigationItemType {
  if (choices.standard.some((c) => c.link === link)) return "standard";
  if (choices.pages.some((c) => c.link === link)) return "pages";
  if (choices.apps.some((c) => c.link === link)) return "apps";
  return "link";
}

/** A stored item, of either level (a child's `navigation_items` is always empty). */
type Stored = Pick<NavigationItem, "text" | "link" | "public" | "new_window"> & { navigation_items: readonly object[] };

export function toEditorItems(items: readonly Stored[], choices: EditorChoices): EditorItem[] {
  return items.map((item) => ({
    key: newKey(),
    type: typeOf(item.link, choices),
    text: item.text,
    link: item.navigation_items.length > 0 ? "" : item.link,
    public: item.public,
    new_window: item.new_window,
    children: toEditorItems(item.navigation_items as Stored[], choices),
  }));
}

export const emptyItem = (): EditorItem => ({
  key: newKey(),
  type: "link",
  text: "",
  link: "",
  public: false,
  new_window: false,
  children: [],
});

/** §5: an item needs a text, and a link unless it has children. */
export const isIncomplete = (item: EditorItem) =>
  item.text.trim() === "" || (item.children.length === 0 && item.link.trim() === "");

/** The paths (`items.0.children.1.text`) of the empty fields, for the editor to mark before it refuses to save. */
export function emptyFieldPaths(items: EditorItem[], prefix = "items"): string[] {
  return items.flatMap((item, index) => {
    const path = `${prefix}.${index}`;
    const own = [
      ...(item.text.trim() === "" ? [`${path}.text`] : []),
      ...(item.children.length === 0 && item.link.trim() === "" ? [`${path}.link`] : []),
    ];
    return [...own, ...emptyFieldPaths(item.children, `${path}.children`)];
  });
}

/** §5 on save: items with children get the link "#". */
export function toBody(items: EditorItem[]): NavigationUpdateBody {
  const convert = (item: EditorItem): NavigationUpdateBody["navigation_items"][number] => ({
    text: item.text.trim(),
    link: item.children.length > 0 ? "#" : item.link.trim(),
    public: item.public,
    new_window: item.new_window,
    navigation_items: item.children.map((child) => ({ ...convert(child), navigation_items: [] })),
  });
  return { navigation_items: items.map(convert) };
}
