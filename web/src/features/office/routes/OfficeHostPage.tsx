import type { OfficeAction, OfficeHostSession, OfficeType } from "@intranet/contracts";
import { Anchor, Box, Group, Text, Title } from "@mantine/core";
import { IconFileOff } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams, useSearchParams } from "react-router";
import { isApiError } from "../../../api/client";
import { EmptyState } from "../../../components/EmptyState";
import { QueryState } from "../../../components/QueryState";
import { hostSessionQuery, officeFileQuery } from "../api";

/**
 * /files/{id}/{type}/host/{action}: the office host page, opened in a new tab. It asks for a session (the office's
 * URL and an access token) and posts the token as a hidden form into a frame aimed at the office, as WOPI hosts do:
 * the token never appears in an address.
 */
export function OfficeHostPage() {
  const { t } = useTranslation();
  const params = useParams();
  const [search] = useSearchParams();
  const { type, action, fileId = "" } = params;
  // Checked by hand, not with the contract's zod enums: this page's chunk stays without zod.
  if (!isOfficeType(type) || !isOfficeAction(action) || !/^[0-9a-f]{24}$/.test(fileId)) {
    return <EmptyState title={t("office.host.notFound")} icon={<IconFileOff />} />;
  }
  const review = ["true", "1"].includes(search.get("show_review_changes") ?? "");
  return <HostView fileId={fileId} type={type} action={action} review={review} />;
}

const isOfficeType = (v: string | undefined): v is OfficeType => v === "wopi" || v === "docs";
const isOfficeAction = (v: string | undefined): v is OfficeAction => v === "view" || v === "edit" || v === "review";

function HostView(props: { fileId: string; type: OfficeType; action: OfficeAction; review: boolean }) {
  const { t } = useTranslation();
  const session = useQuery(hostSessionQuery(props.fileId, props.type, props.action, props.review));
  const file = useQuery(officeFileQuery(props.fileId));
  const error = session.error;
  const message = isApiError(error)
    ? error.code === "office_unavailable"
      ? t("office.host.unavailable")
      : error.status === 403
        ? t("office.host.forbidden")
        : error.status === 409
          ? t("office.host.locked")
          : undefined
    : undefined;
  return (
    <Box
      data-testid="office-host"
      style={{ display: "flex", flexDirection: "column", gap: "var(--mantine-spacing-xs)" }}
    >
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={2} size="h4" style={{ overflowWrap: "anywhere", minWidth: 0 }}>
          {file.data?.name ?? t(`office.host.title.${props.action}`)}
        </Title>
        <Anchor component={Link} to={`/files/${props.fileId}`} size="sm">
          {t("office.host.backToFile")}
        </Anchor>
      </Group>
      <QueryState
        query={session}
        errorMessage={message}
        notFound={<EmptyState title={t("office.host.notFound")} icon={<IconFileOff />} />}
      >
        {(data) => <OfficeFrame session={data} title={t(`office.host.title.${props.action}`)} />}
      </QueryState>
    </Box>
  );
}

/** The frame and the form that loads the office into it, posted once. */
function OfficeFrame({ session, title }: { session: OfficeHostSession; title: string }) {
  const { t } = useTranslation();
  const form = useRef<HTMLFormElement>(null);
  const name = `office-frame-${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  useEffect(() => {
    form.current?.submit();
  }, []);
  return (
    <>
      <form ref={form} method="post" action={session.action_url} target={name} data-testid="office-form" hidden>
        <input type="hidden" name="access_token" value={session.access_token} />
        <input type="hidden" name="access_token_ttl" value={String(session.access_token_ttl)} />
      </form>
      <Text size="xs" c="dimmed" hiddenFrom="sm">
        {t("office.host.narrowHint")}
      </Text>
      <iframe
        name={name}
        title={title}
        data-testid="office-frame"
        allow="clipboard-read *; clipboard-write *; fullscreen"
        allowFullScreen
        style={{
          width: "100%",
          height: "calc(100dvh - 160px)",
          minHeight: 420,
          border: "1px solid var(--mantine-color-default-border)",
          borderRadius: 4,
        }}
      />
    </>
  );
}
