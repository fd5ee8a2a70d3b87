import { codeOfIssue, limitOfIssue } from "@intranet/contracts";
import type { FormErrors } from "@mantine/form";
import type { ReactNode } from "react";
import type { z } from "zod";
import { translateFieldCode } from "../components/field-errors";
import type { ErrorTarget } from "./mutations";

/**
 * Where a contract path (without the body's wrapper key, e.g. `date.end`) shows its error in a form;
 * undefined leaves it to the server's answer.
 */
export type FieldOf = (path: string) => string | undefined;

const samePath: FieldOf = (path) => path;

/**
 * A Mantine `validate` function that checks the body the form would send with the server's own
 * contract, so the client refuses what the server would refuse, with the same translated codes.
 * `toBody` builds the request body from the form's values; `fieldOf` maps body paths to form fields.
 */
export function contractValidator<Values>(
  schema: z.ZodType,
  toBody: (values: Values) => unknown,
  fieldOf: FieldOf = samePath,
) {
  return (values: Values): FormErrors => {
    const result = schema.safeParse(toBody(values));
    if (result.success) return {};
    const errors: FormErrors = {};
    for (const issue of result.error.issues) {
      // Bodies wrap their fields in one key ({ appointment: { name } }), as the server's error handler drops it.
      const segments = issue.path.map(String);
      const path = (segments.length > 1 ? segments.slice(1) : segments).join(".");
      const field = fieldOf(path);
      if (field === undefined || errors[field] !== undefined) continue;
      const code = codeOfIssue(issue);
      errors[field] = translateFieldCode(code, limitOfIssue(issue, code));
    }
    return errors;
  };
}

/** Hands a 422's translated field errors to the form, under the form's own field names. */
export function formErrorTarget(form: ErrorTarget, fieldOf: FieldOf = samePath): ErrorTarget {
  return {
    setErrors: (errors: Record<string, ReactNode>) => {
      const mapped: Record<string, ReactNode> = {};
      for (const [path, text] of Object.entries(errors)) {
        const field = fieldOf(path) ?? path;
        if (mapped[field] === undefined) mapped[field] = text;
      }
      form.setErrors(mapped);
    },
  };
}
