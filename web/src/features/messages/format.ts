/** "Re: x" stays "Re: x" on the next reply instead of growing a chain of prefixes. */
export function prefixedSubject(prefix: string, subject: string): string {
  const marker = `${prefix}: `;
  return subject.startsWith(marker) ? subject : `${marker}${subject}`;
}

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
