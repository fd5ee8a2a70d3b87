import type { AppItem, MemberSummary } from "@intranet/contracts";

/** An item's member as the shared member components take it. */
export const memberOf = (m: AppItem["memberships"][number]): MemberSummary => {
  const image = (size: string) => (m.imageId ? `/api/storage/images/${m.imageId}/get/${size}` : null);
  return {
    id: m.id,
    displayName: m.displayValue,
    images: { medium: image("200x200"), large: null, "40x40@2": image("80x80") },
    is_external: false,
    path: `/members/${m.id}`,
  };
};
