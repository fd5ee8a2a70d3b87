import { registrationsApi } from "@intranet/contracts";
import { Box } from "@mantine/core";
import type {} from "altcha/types/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";

/**
 * The ALTCHA proof-of-work captcha (the `altcha` widget, self-hosted: the challenge comes from this server). It hands
 * the solved payload up once the browser has solved it, and null when it expires or is reset.
 */
export function CaptchaWidget({ onSolved }: { onSolved: (payload: string | null) => void }) {
  const { i18n } = useTranslation();
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
      <altcha-widget
        ref={ref}
        challenge={registrationsApi.captchaChallenge.path}
        language={i18n.language.slice(0, 2)}
        name="altcha"
      />
    </Box>
  );
}
