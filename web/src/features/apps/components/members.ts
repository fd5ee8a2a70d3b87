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

const ID = /^[0-9a-f]{24}$/;

/** The items of a member (§2: `?assignee_id=&assignee_name=&image_id=`, the name and picture for the filter's badge). */
export function assigneeFilterPath(slug: string, m: AppItem["memberships"][number]) {
  const q = new URLSearchParams({ assignee_id: m.id, assignee_name: m.displayValue });
  if (m.imageId) q.set("image_id", m.imageId);
  return `/apps/${slug}/items?${q}`;
}

/** The member a `?assignee_id=&assignee_name=&image_id=` filter names (a malformed picture id is left out). */
export function assigneeOf(params: URLSearchParams): AppItem["memberships"][number] | null {
  const id = params.get("assignee_id");
  if (!id) return null;
  const imageId = params.get("image_id");
  return { id, displayValue: params.get("assignee_name") || id, imageId: imageId && ID.test(imageId) ? imageId : null };
}
