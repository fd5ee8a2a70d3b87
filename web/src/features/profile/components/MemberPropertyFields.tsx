import { Loader } from "@mantine/core";
import { type ComponentProps, lazy, Suspense } from "react";

const Inputs = lazy(async () => ({ default: (await import("./MemberProperties")).MemberPropertyInputs }));

/**
 * The member profile property set's fields, loaded on demand: nothing while the set has no properties (so never in a
 * prerendered page, whose set comes after hydration), a loader while the inputs' code arrives. The selects, date
 * picker and member picker stay out of the first screen's JavaScript (the profile index is in the entry chunk).
 */
export function MemberPropertyFields(props: ComponentProps<typeof Inputs>) {
  if (props.properties.length === 0) return null;
  return (
    <Suspense fallback={<Loader size="sm" />}>
      <Inputs {...props} />
    </Suspense>
  );
}
