/** A value as JSON inside a `<script type="application/json">` element: no `</script>` or `<!--` can end or bend it. */
export const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, "\\u003c");
