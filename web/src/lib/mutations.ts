import { type DefaultError, type UseMutationOptions, useMutation } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { errorText, fieldErrors } from "../components/field-errors";
import { notifyError, notifySaveFailed } from "../components/toasts";

/** A form that can show the server's field errors (Mantine's `useForm` return value fits). */
export interface ErrorTarget {
  setErrors: (errors: Record<string, ReactNode>) => void;
}

export interface MutationErrorOptions {
  /** The form whose fields a 422 names; its errors appear under the fields. */
  form?: ErrorTarget;
  /**
   * A save of a form: the spec's "saving failure" toast (or this text) instead of the error's own text.
   * Leave undefined for actions (delete, join, answer), which toast the translated error code.
   */
  saveFailed?: string | true;
  /** An action's own text for failures whose code has no text of its own. */
  fallback?: string;
  /** The screen shows the failure itself (e.g. an alert on a sign-in card): field errors only, no toast. */
  inline?: boolean;
}

/** The one reaction to a failed call: translated field errors on the form, one toast, never the server's English. */
export function showMutationError(error: unknown, { form, saveFailed, fallback, inline }: MutationErrorOptions = {}) {
  const fields = fieldErrors(error);
  if (form && Object.keys(fields).length > 0) form.setErrors(fields);
  if (inline) return;
  if (saveFailed !== undefined) notifySaveFailed(saveFailed === true ? undefined : saveFailed);
  else notifyError(errorText(error, fallback));
}

type AppMutationOptions<TData, TVariables, TContext> = UseMutationOptions<TData, DefaultError, TVariables, TContext> &
  MutationErrorOptions;

/** TanStack Query's `useMutation` with the shared error reaction; a screen's own `onError` runs after it. */
export function useAppMutation<TData = unknown, TVariables = void, TContext = unknown>({
  form,
  saveFailed,
  fallback,
  inline,
  onError,
  ...options
}: AppMutationOptions<TData, TVariables, TContext>) {
  return useMutation<TData, DefaultError, TVariables, TContext>({
    ...options,
    onError: (error, variables, context, mutation) => {
      showMutationError(error, { form, saveFailed, fallback, inline });
      return onError?.(error, variables, context, mutation);
    },
  });
}
