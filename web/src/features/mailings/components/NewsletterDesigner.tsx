import { Loader, Stack, Text } from "@mantine/core";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  DESIGNER_PATH,
  type DesignerBlock,
  type DesignerLabels,
  type FromDesigner,
  type ToDesigner,
} from "../../../../designer/protocol";

export type DesignedTemplate = { design: string; body: string; css: string };

/**
 * The template designer's frame (web/designer: GrapesJS with its newsletter preset, same-origin because GrapesJS
 * reaches into its own canvas frame; see designer/main.ts for why a template runs no script there) and how the page
 * talks to it: messages from that frame's window on this origin only. `ready` turns true when the editor has loaded
 * (and has been given `initial`); `exportTemplate` asks it for what to save.
 */
export function useNewsletterDesigner(initial: DesignedTemplate, blocks: DesignerBlock[], labels: DesignerLabels) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [ready, setReady] = useState(false);
  const pending = useRef(new Map<number, (template: DesignedTemplate) => void>());
  const nextId = useRef(1);
  const start = useRef({ initial, blocks, labels });

  const send = useCallback(
    (message: ToDesigner) => frame.current?.contentWindow?.postMessage(message, window.location.origin),
    [],
  );

  useEffect(() => {
    const onMessage = (event: MessageEvent<FromDesigner>) => {
      if (!frame.current || event.source !== frame.current.contentWindow || event.origin !== window.location.origin)
        return;
      const message = event.data;
      if (message?.source !== "newsletter-designer") return;
      if (message.type === "ready") {
        send({ type: "load", ...start.current.initial, blocks: start.current.blocks, labels: start.current.labels });
        setReady(true);
      } else if (message.type === "exported") {
        pending.current.get(message.id)?.({ design: message.design, body: message.body, css: message.css });
        pending.current.delete(message.id);
      }
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [send]);

  /** What the designer holds now; refused after 10 s (the frame gone or stuck). */
  const exportTemplate = useCallback(
    () =>
      new Promise<DesignedTemplate>((resolve, reject) => {
        const id = nextId.current++;
        const timer = setTimeout(() => {
          pending.current.delete(id);
          reject(new Error("The designer did not answer."));
        }, 10_000);
        pending.current.set(id, (template) => {
          clearTimeout(timer);
          resolve(template);
        });
        send({ type: "export", id });
      }),
    [send],
  );

  /** Gives the designer another template (the HTML tab's). */
  const reload = useCallback(
    (template: DesignedTemplate) =>
      send({ type: "load", ...template, blocks: start.current.blocks, labels: start.current.labels }),
    [send],
  );

  return { frame, ready, exportTemplate, reload };
}

/** The designer's frame with a loading line until the editor says it is ready. */
export function NewsletterDesignerFrame({
  frame,
  ready,
}: {
  frame: React.RefObject<HTMLIFrameElement | null>;
  ready: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      {!ready && (
        <Text size="sm" c="dimmed" data-testid="newsletter-designer-loading">
          <Loader size="xs" mr="xs" />
          {t("mailings.designer.loading")}
        </Text>
      )}
      <iframe
        ref={frame}
        title={t("mailings.designer.frame")}
        src={DESIGNER_PATH}
        style={{
          width: "100%",
          height: "min(78vh, 760px)",
          border: "1px solid var(--mantine-color-gray-4)",
          borderRadius: 4,
        }}
        data-testid="newsletter-designer"
      />
    </Stack>
  );
}
