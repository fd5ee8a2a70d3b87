/** Sets or clears the readable CSRF cookie the server sets on sign-in. */
export function setCsrfCookie(value: string | null) {
  // biome-ignore lint/suspicious/noDocumentCookie: tests stand in for the server's Set-Cookie.
  document.cookie = value === null ? "csrf_token=; expires=Thu, 01 Jan 1970 00:00:00 GMT" : `csrf_token=${value}`;
}
