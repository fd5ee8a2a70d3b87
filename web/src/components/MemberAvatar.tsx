import type { MemberSummary } from "@intranet/contracts";
import { Avatar, type AvatarProps } from "@mantine/core";

interface MemberAvatarProps extends Omit<AvatarProps, "src" | "alt" | "name"> {
  member: Pick<MemberSummary, "displayName" | "images">;
  /** Larger renderings use the large image when there is one. */
  large?: boolean;
  /**
   * Without a picture: the member's initials (the default), or Mantine's person icon where the name is written
   * beside it in a control whose accessible name must hold all of its visible text (WCAG 2.5.3).
   */
  initials?: boolean;
}

/**
 * Initials in the text colour on the name's tinted background: the tint's own shade (lime, green, orange …)
 * misses WCAG AA's 4.5:1 for such small text.
 */
const INITIALS_STYLES = { placeholder: { color: "var(--mantine-color-text)" } };

/** The member's picture, or their initials when they have none. */
export function MemberAvatar({ member, large = false, initials = true, ...props }: MemberAvatarProps) {
  const src = (large ? member.images.large : null) ?? member.images.medium ?? member.images["40x40@2"];
  return (
    <Avatar
      src={src}
      alt={member.displayName}
      name={initials ? member.displayName : undefined}
      color="initials"
      styles={INITIALS_STYLES}
      {...props}
    />
  );
}
