import { membersApi } from "@intranet/contracts";
import Mention from "@tiptap/extension-mention";
import { api } from "../api/route-client";
import { MEMBER_SEARCH_MIN_CHARS } from "./MemberPicker";

type Item = { id: string; label: string };

/** A small suggestion list under the caret; keyboard: arrows and Enter, Escape closes. */
function mentionPopup() {
  let element: HTMLDivElement | null = null;
  let items: Item[] = [];
  let selected = 0;
  let choose: (item: Item) => void = () => {};
  const draw = () => {
    if (!element) return;
    element.replaceChildren(
      ...items.map((item, index) => {
        const button = document.createElement("button");
        button.type = "button";
        button.textContent = item.label;
        button.setAttribute("role", "option");
        button.setAttribute("aria-selected", String(index === selected));
        button.style.cssText = `display:block;width:100%;text-align:left;padding:4px 8px;border:0;cursor:pointer;background:${
          index === selected ? "var(--mantine-color-blue-light)" : "transparent"
        }`;
        button.onmousedown = (event) => {
          event.preventDefault();
          choose(item);
        };
        return button;
      }),
    );
    element.style.display = items.length ? "block" : "none";
  };
  const place = (rect: DOMRect | null | undefined) => {
    if (!element || !rect) return;
    element.style.left = `${rect.left + window.scrollX}px`;
    element.style.top = `${rect.bottom + window.scrollY + 4}px`;
  };
  type Props = { items: Item[]; command: (item: Item) => void; clientRect?: (() => DOMRect | null) | null };
  return {
    onStart: (props: Props) => {
      element = document.createElement("div");
      element.setAttribute("role", "listbox");
      element.dataset.testid = "mention-suggestions";
      element.style.cssText =
        "position:absolute;z-index:1000;min-width:200px;background:var(--mantine-color-body);border:1px solid var(--mantine-color-default-border);border-radius:4px;box-shadow:var(--mantine-shadow-md)";
      document.body.appendChild(element);
      items = props.items;
      selected = 0;
      choose = props.command;
      place(props.clientRect?.());
      draw();
    },
    onUpdate: (props: Props) => {
      items = props.items;
      selected = 0;
      choose = props.command;
      place(props.clientRect?.());
      draw();
    },
    onKeyDown: ({ event }: { event: KeyboardEvent }) => {
      if (!items.length) return false;
      if (event.key === "ArrowDown") selected = (selected + 1) % items.length;
      else if (event.key === "ArrowUp") selected = (selected + items.length - 1) % items.length;
      else if (event.key === "Enter") {
        const item = items[selected];
        if (item) choose(item);
        return true;
      } else if (event.key === "Escape") {
        items = [];
      } else return false;
      draw();
      return true;
    },
    onExit: () => {
      element?.remove();
      element = null;
    },
  };
}

/** Tiptap's Mention for members: typing @ and two characters suggests members from the member search. */
export const memberMention = () =>
  Mention.configure({
    HTMLAttributes: { class: "mention" },
    suggestion: {
      char: "@",
      items: async ({ query }: { query: string }): Promise<Item[]> => {
        if (query.trim().length < MEMBER_SEARCH_MIN_CHARS) return [];
        const found = await api(membersApi.search, { query: { q: query, limit: 8 } }).catch(() => []);
        return found.map((m) => ({ id: m.id, label: m.displayName }));
      },
      render: mentionPopup,
    },
  });
