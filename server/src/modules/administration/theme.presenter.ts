import { deriveColors, type Theme } from "@intranet/contracts";
import type { ThemeWithImages } from "./themes.repo.js";

const imageUrl = (id: string) => `/api/storage/images/${id}/preview`;

/** §3 Theme as the shell and the designs screens read it; the derived colours computed from the picked ones. */
export function presentTheme(t: ThemeWithImages): Theme {
  return {
    id: t.id,
    name: t.name,
    context_type: t.contextType,
    context_id: t.contextId,
    active: t.active,
    override: t.contextType !== "network",
    logoImage: t.logoImageId ? { id: t.logoImageId, url: imageUrl(t.logoImageId) } : null,
    logoUrl: t.logoImageId ? imageUrl(t.logoImageId) : null,
    faviconImage: t.faviconImageId
      ? { id: t.faviconImageId, extension: t.faviconExtension ?? "png", url: imageUrl(t.faviconImageId) }
      : null,
    fullWidth: t.fullWidth,
    userbarIconType: t.userbarIconType,
    logoType: t.logoType,
    bannerType: t.bannerType,
    bannerImage: t.bannerImageId ? { id: t.bannerImageId, url: imageUrl(t.bannerImageId) } : null,
    colors: t.colors,
    derivedColors: deriveColors(t.colors),
    updated_at: t.updatedAt.toISOString(),
  };
}
