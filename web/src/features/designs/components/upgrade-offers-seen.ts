import type { UpgradeOffer } from "@intranet/contracts";

const storageKey = (memberId: string) => `upgrade-offers-seen:${memberId}`;
/** The local calendar day, e.g. 2026-11-28. */
const today = (now: Date) =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;

function seenDays(memberId: string): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKey(memberId)) ?? "{}");
    return parsed && typeof parsed === "object" ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** §4, §9: the offer modal shows an offer once a day per administrator (remembered in this browser). */
export function unseenOffer(memberId: string, offers: UpgradeOffer[], now = new Date()): UpgradeOffer | null {
  const seen = seenDays(memberId);
  return offers.find((offer) => seen[offer.name] !== today(now)) ?? null;
}

export function markOfferSeen(memberId: string, offer: UpgradeOffer, now = new Date()) {
  const seen = seenDays(memberId);
  localStorage.setItem(storageKey(memberId), JSON.stringify({ ...seen, [offer.name]: today(now) }));
}
