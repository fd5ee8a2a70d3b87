/** A machine translation service; the app runs without one and then hides every translation control. */
export interface TranslationProvider {
  /** Target languages, e.g. { code: "EN-GB", name: "English (British)" }. */
  languages(): Promise<{ code: string; name: string }[]>;
  /** Translates each text; html texts keep their markup. */
  translate(texts: { text: string; html: boolean }[], target: string): Promise<string[]>;
}

export class TranslationError extends Error {}

/** DeepL's REST API (v2): /v2/translate and /v2/languages with an auth key. */
export function deeplProvider(opts: { authKey: string; baseUrl?: string; fetch?: typeof fetch }): TranslationProvider {
  const base = (
    opts.baseUrl ?? (opts.authKey.endsWith(":fx") ? "https://api-free.deepl.com" : "https://api.deepl.com")
  ).replace(/\/$/, "");
  const doFetch = opts.fetch ?? fetch;
  const headers = { authorization: `DeepL-Auth-Key ${opts.authKey}`, "content-type": "application/json" };
  let languages: Promise<{ code: string; name: string }[]> | null = null;

  const call = async <T>(path: string, init: RequestInit): Promise<T> => {
    const res = await doFetch(`${base}${path}`, { ...init, headers, signal: AbortSignal.timeout(15_000) });
    if (!res.ok) throw new TranslationError(`DeepL answered ${res.status}`);
    return (await res.json()) as T;
  };

  return {
    languages() {
      languages ??= call<{ language: string; name: string }[]>("/v2/languages?type=target", { method: "GET" })
        .then((list) => list.map((l) => ({ code: l.language.toUpperCase(), name: l.name })))
        .catch((err) => {
          languages = null;
          throw err;
        });
      return languages;
    },
    async translate(texts, target) {
      const out: string[] = [];
      // DeepL takes one tag_handling per request, so plain and HTML texts go separately.
      for (const html of [false, true]) {
        const group = texts.map((t, i) => ({ ...t, i })).filter((t) => t.html === html && t.text.trim() !== "");
        if (group.length === 0) continue;
        const body = { text: group.map((t) => t.text), target_lang: target, ...(html ? { tag_handling: "html" } : {}) };
        const { translations } = await call<{ translations: { text: string }[] }>("/v2/translate", {
          method: "POST",
          body: JSON.stringify(body),
        });
        group.forEach((t, k) => {
          out[t.i] = translations[k]?.text ?? t.text;
        });
      }
      return texts.map((t, i) => out[i] ?? t.text);
    },
  };
}
