import { Anchor, type AnchorProps } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useNetwork } from "../api/network";

/** Entering a group the member is not in is a full page load (spec §2); their own groups stay in the app. */
export function useIsMyGroup(slug: string) {
  const network = useNetwork();
  return network.my_groups.some((g) => g.slug === slug);
}

/** A group's name as a link; the directory and the groups feature both list groups with it. */
export function GroupLink({ slug, children, ...props }: { slug: string; children: ReactNode } & AnchorProps) {
  const mine = useIsMyGroup(slug);
  return (
    <Anchor component={Link} to={`/groups/${slug}`} reloadDocument={!mine} {...props}>
      {children}
    </Anchor>
  );
}
