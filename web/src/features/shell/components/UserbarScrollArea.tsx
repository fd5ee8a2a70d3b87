import { ScrollArea } from "@mantine/core";
import type { ReactNode } from "react";

/** The userbar's scrolling part (loaded after the first screen, see Userbar). */
export function UserbarScrollArea({ children }: { children: ReactNode }) {
  return (
    <ScrollArea style={{ flex: 1 }} p="xs">
      {children}
    </ScrollArea>
  );
}
