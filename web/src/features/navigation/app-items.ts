import {
  APP_NAVIGATION_DEFAULTS,
  APP_NAVIGATION_TYPE_ICONS,
  type AppNavigationItem,
  type AppNavigationType,
  canBeEntryPoint,
  httpUrlHost,
  isAppNavigationDefault,
} from "@intranet/contracts";

/** §4: the defaults not placed as items of their own (what "more" lists). */
export const unusedDefaults = (items: AppNavigationItem[]) =>
  APP_NAVIGATION_DEFAULTS.filter((type) => !items.some((item) => item.type === type));

/** The types an item may take: the free ones, "more" once, and its own. */
export function typesFor(items: AppNavigationItem[], index: number): AppNavigationType[] {
  const others = items.filter((_, i) => i !== index).map((item) => item.type);
  return (["link", "activitystream", "page", "more", ...APP_NAVIGATION_DEFAULTS] as const).filter(
    (type) => !((isAppNavigationDefault(type) || type === "more") && others.includes(type)),
  );
}

/** §4: a new type resets the icon; a default is a default; a link opens in the webview unless chosen otherwise. */
export function withType(item: AppNavigationItem, type: AppNavigationType): AppNavigationItem {
  return {
    ...item,
    type,
    icon: APP_NAVIGATION_TYPE_ICONS[type],
    isDefault: isAppNavigationDefault(type),
    isEntryPoint: item.isEntryPoint && canBeEntryPoint({ type }),
    options:
      type === "link" ? { url: "", open_in: "webview" } : type === "activitystream" ? { activitystream: "all" } : {},
  };
}

/** §4: removing the entry point moves it to the first item that is neither a link nor "more". */
export function withoutItem(items: AppNavigationItem[], index: number): AppNavigationItem[] {
  const removed = items[index];
  const rest = items.filter((_, i) => i !== index);
  if (!removed?.isEntryPoint) return rest;
  const next = rest.findIndex(canBeEntryPoint);
  return rest.map((item, i) => ({ ...item, isEntryPoint: i === next }));
}

export const withEntryPoint = (items: AppNavigationItem[], index: number) =>
  items.map((item, i) => ({ ...item, isEntryPoint: i === index }));

/** §5: a link to this site's own host always opens in the webview. */
export const isSameHost = (url: string | undefined, host: string) => httpUrlHost(url) === host.toLowerCase();

let counter = 0;
/** A new item: the first default not placed yet (or a link), labelled with its type's name. */
export function newAppItem(
  items: AppNavigationItem[],
  labelOf: (type: AppNavigationType) => string,
): AppNavigationItem {
  counter += 1;
  const type = unusedDefaults(items)[0] ?? "link";
  return withType(
    {
      id: `new-${Date.now().toString(36)}-${counter}`,
      label: labelOf(type),
      type,
      icon: "link",
      isDefault: false,
      isEntryPoint: false,
      options: {},
    },
    type,
  );
}

/** The paths of fields the contract would refuse (§5: labels, link URLs), for the editor to mark before saving. */
export function appItemErrors(items: AppNavigationItem[]): Record<string, "label" | "url"> {
  const errors: Record<string, "label" | "url"> = {};
  items.forEach((item, index) => {
    if (item.label.trim() === "") errors[`items.${index}.label`] = "label";
    if (item.type === "link" && !httpUrlHost(item.options.url)) errors[`items.${index}.options.url`] = "url";
  });
  return errors;
}
