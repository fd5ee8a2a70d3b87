import { Badge, type BadgeProps } from "@mantine/core";
import { useTranslation } from "react-i18next";

interface UnreadBadgeProps extends Omit<BadgeProps, "children"> {
  count: number;
}

export const formatUnread = (count: number) => (count > 99 ? "99+" : String(count));

/** Unread counter for navigation entries; nothing when there is nothing unread. */
export function UnreadBadge({ count, ...props }: UnreadBadgeProps) {
  const { t } = useTranslation();
  if (count <= 0) return null;
  return (
    <Badge size="sm" color="red" circle={count < 10} aria-label={t("unread.label", { count })} {...props}>
      {formatUnread(count)}
    </Badge>
  );
}
