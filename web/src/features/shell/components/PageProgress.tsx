import { Progress } from "@mantine/core";
import { useNavigation } from "react-router";

/** Thin bar under the header while a route module or loader is on its way. */
export function PageProgress() {
  const navigation = useNavigation();
  if (navigation.state === "idle") return null;
  return (
    <Progress
      value={100}
      animated
      size={3}
      radius={0}
      pos="fixed"
      top={0}
      left={0}
      right={0}
      style={{ zIndex: 1000 }}
      aria-hidden
    />
  );
}
