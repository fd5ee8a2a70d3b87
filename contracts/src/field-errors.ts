/**
 * Every code a 422 `validation_failed` may give a field, next to the server's English message.
 * The web translates `fieldErrors.<code>`; a message the server writes maps to its code here,
 * so server and client agree on the list and an untranslated code fails the web's type check.
 */
export const fieldErrorMessages = {
  required: ["required", "can't be blank", "Choose at least one recipient.", "choose members, groups or roles"],
  too_short: ["too_short"],
  too_long: [/^is too long/],
  too_small: [/^must be greater than or equal to/],
  too_big: [],
  invalid_email: ["invalid_email"],
  invalid_date: ["is not a valid date"],
  end_before_start: ["end_lt_start"],
  invalid_time_zone: ["is not a time zone", "is not a valid time zone"],
  invalid_colour: ["invalid colour", "is not a colour"],
  invalid_link: ["must be a web address"],
  does_not_match: ["does not match"],
  taken: ["has already been taken"],
  expired: ["is invalid or has expired"],
  not_an_image: ["is not an uploaded image"],
  unknown_entries: [
    "invalid id",
    "contains unknown members",
    "contains an unknown member",
    "contains unknown groups",
    "contains unknown roles",
    "contains roles of another group",
    "contains groups you are not a member of",
    "contains members who are not in the group",
    "Unknown group.",
    "is not a group",
    "is not a page",
    "is not a valid category",
    "is not a valid calendar filter",
    /^Member .* does not exist\.$/,
  ],
  calendar_required: ["at least one calendar is required"],
  calendar_not_allowed: ["you may not post to this calendar"],
  subject_or_content: ["Enter a subject or a message."],
  cannot_receive: [/cannot receive messages\.$/, /does not accept messages from you\.$/],
  cannot_ignore_yourself: ["You cannot ignore yourself."],
  not_changeable: ["cannot be changed by request"],
  hidden_not_allowed: ["hidden is not allowed"],
  sensitive_cannot_be_open: ["a sensitive group cannot be open"],
  main_group_cannot_be_closed: ["the active main group cannot be closed"],
  only_closed_groups: ["only for closed groups"],
  attachments_too_large: [/^attachments exceed/],
  meetings_unavailable: ["video meetings are not available"],
  meeting_not_for_series: ["is not available for a series or a modified occurrence", "is not available for a series"],
  meeting_needs_end: ["needs an end date"],
  invalid_meeting_room: ["is not a valid meeting room"],
  invalid_code: ["invalid_code"],
  not_unique: ["must be unique"],
  closed: ["the poll is closed"],
  single_choice: ["choose one option"],
  not_in_future: ["must be in the future"],
  no_stream_calendar: ["needs a network or group calendar"],
  selection_required: ["selection_required"],
  unknown_field: ["is not a field of the member profile", "is not a field"],
  not_an_option: ["is not one of the options"],
  invalid: ["is invalid"],
} satisfies Record<string, (string | RegExp)[]>;

export type FieldErrorCode = keyof typeof fieldErrorMessages;
export const fieldErrorCodes = Object.keys(fieldErrorMessages) as FieldErrorCode[];

/** The code of a message the server writes; unknown messages are plain `invalid`. */
export function codeOfMessage(message: string): FieldErrorCode | undefined {
  for (const code of fieldErrorCodes) {
    if (
      fieldErrorMessages[code].some((m: string | RegExp) => (typeof m === "string" ? m === message : m.test(message)))
    )
      return code;
  }
  return undefined;
}

/** What a zod issue is about, in the terms above (the issue's own message wins when it is one we know). */
interface IssueLike {
  code: string;
  message?: string;
  origin?: unknown;
  format?: unknown;
  minimum?: unknown;
  maximum?: unknown;
  inclusive?: unknown;
  expected?: unknown;
}

export function codeOfIssue(issue: IssueLike): FieldErrorCode {
  const known = issue.message === undefined ? undefined : codeOfMessage(issue.message);
  if (known) return known;
  switch (issue.code) {
    case "too_small":
      if (issue.origin === "string" && Number(issue.minimum) <= 1) return "required";
      if (issue.origin === "array" && Number(issue.minimum) <= 1) return "required";
      return issue.origin === "string" ? "too_short" : "too_small";
    case "too_big":
      return issue.origin === "string" ? "too_long" : "too_big";
    case "invalid_format":
      return issue.format === "email" ? "invalid_email" : "invalid";
    case "invalid_type":
      // Zod reports a missing key as an invalid type whose message ends in "received undefined".
      return issue.message?.endsWith("undefined") ? "required" : "invalid";
    default:
      return "invalid";
  }
}

/** The codes whose text can name the limit the value missed, given in a 422's `limits`. */
export const limitedFieldErrorCodes = [
  "too_short",
  "too_long",
  "too_small",
  "too_big",
] as const satisfies FieldErrorCode[];
export type LimitedFieldErrorCode = (typeof limitedFieldErrorCodes)[number];
export const isLimitedFieldErrorCode = (code: string): code is LimitedFieldErrorCode =>
  (limitedFieldErrorCodes as readonly string[]).includes(code);

const LIMITED_ORIGINS = ["string", "number", "int", "bigint"];

/**
 * The limit a zod issue with that code missed: a text's least or most characters, a number's least or greatest value.
 * None for lists, dates and exclusive bounds (`positive()`), whose bound no text states as "at least".
 */
export function limitOfIssue(issue: IssueLike, code: FieldErrorCode): number | undefined {
  if (issue.inclusive === false || !LIMITED_ORIGINS.includes(String(issue.origin))) return undefined;
  const limit = code === "too_short" || code === "too_small" ? issue.minimum : issue.maximum;
  const value = typeof limit === "bigint" ? Number(limit) : limit;
  return isLimitedFieldErrorCode(code) && typeof value === "number" && Number.isFinite(value) ? value : undefined;
}
