import type { GroupAccess } from "@intranet/contracts";

export type GroupFormInput = {
  access: GroupAccess;
  moderatedJoin: boolean;
  sensitive: boolean;
  activeMainGroup: boolean;
};

/** The access rules of the group form (§4, §5): field errors, empty when the combination is allowed. */
export function groupFormErrors(input: GroupFormInput, canCreateHidden: boolean): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => {
    errors[field] = [...(errors[field] ?? []), message];
  };
  if (input.access === "hidden" && !canCreateHidden) add("access", "hidden is not allowed");
  if (input.access === "open" && input.sensitive) add("access", "a sensitive group cannot be open");
  if (input.access === "closed" && input.activeMainGroup) add("access", "the active main group cannot be closed");
  if (input.moderatedJoin && input.access !== "closed") add("moderated_join", "only for closed groups");
  return errors;
}
