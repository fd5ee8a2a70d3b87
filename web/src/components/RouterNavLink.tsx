import { NavLink, type NavLinkProps } from "@mantine/core";
import { Link, type LinkProps } from "react-router";

type RouterNavLinkProps = Omit<NavLinkProps, "active"> &
  Pick<LinkProps, "to" | "target" | "rel"> & { active: boolean; "data-testid"?: string };

/**
 * A link of the userbar and the side navigations: Mantine's NavLink as a router link, highlighted and announced as
 * the current page (`aria-current`) while `active`.
 */
export function RouterNavLink({ active, ...props }: RouterNavLinkProps) {
  return <NavLink component={Link} active={active} aria-current={active ? "page" : undefined} {...props} />;
}
