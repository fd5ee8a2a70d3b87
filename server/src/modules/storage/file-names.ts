/** The last path segment of a client-supplied name, without control characters, at most 200 characters. */
export function safeFileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? "";
  const printable = Array.from(base).filter((ch) => {
    const code = ch.charCodeAt(0);
    return code >= 0x20 && code !== 0x7f && !'"<>|:*?'.includes(ch);
  });
  const cleaned = printable.join("").trim().replace(/^\.+/, "");
  return (cleaned || "file").slice(-200);
}

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot > 0
    ? name
        .slice(dot + 1)
        .toLowerCase()
        .slice(0, 20)
    : "";
}
