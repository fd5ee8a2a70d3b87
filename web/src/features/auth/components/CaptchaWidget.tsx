import { registrationsApi } from "@intranet/contracts";
import { Box } from "@mantine/core";
import type {} from "altcha/types/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Messages } from "../../../i18n/locales/en";

/** The widget's link in its footer, named in the reader's language. */
const altchaLink = (label: string) =>
  `<a href="https://altcha.org/" tabindex="-1" target="_blank" rel="noopener noreferrer" aria-label="${label}">ALTCHA</a>`;

/**
 * The ALTCHA proof-of-work captcha (the `altcha` widget, self-hosted: the challenge comes from this server). It hands
 * the solved payload up once the browser has solved it, and null when it expires or is reset.
 */
export function CaptchaWidget({ onSolved }: { onSolved: (payload: string | null) => void }) {
  const { t, i18n } = useTranslation();
  // The widget's own texts are English only (its language files are not loaded): it shows ours, registered under the
  // interface's language ("de-du" for informal German, which the widget would otherwise read as "de").
  const language = i18n.language.toLowerCase().replace("_", "-");
  const ref = useRef<HTMLElement>(null);
  const [loaded, setLoaded] = useState(false);
  const solved = useRef(onSolved);
  solved.current = onSolved;
  useEffect(() => {
    let live = true;
    // The widget is loaded only where a captcha is asked for.
    void import("./altcha-setup").then(({ registerAltchaWorkers }) => {
      registerAltchaWorkers();
      if (live) setLoaded(true);
    });
    return () => {
      live = false;
    };
  }, []);
  useEffect(() => {
    if (!loaded) return;
    const texts = t("captcha", { returnObjects: true }) as Messages["captcha"];
    const footer = t("captcha.footer", {
      altcha: altchaLink(texts.ariaLinkLabel),
      interpolation: { escapeValue: false },
    });
    globalThis.$altcha.i18n.set(language, { ...texts, footer });
  }, [loaded, language, t]);
  useEffect(() => {
    const element = ref.current;
    if (!loaded || !element) return;
    const changed = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: string; payload?: string }>).detail;
      solved.current(state === "verified" && payload ? payload : null);
    };
    element.addEventListener("statechange", changed);
    return () => element.removeEventListener("statechange", changed);
  }, [loaded]);
  if (!loaded) return null;
  return (
    <Box data-testid="sign-up-captcha">
      <altcha-widget ref={ref} challenge={registrationsApi.captchaChallenge.path} language={language} name="altcha" />
    </Box>
  );
}
