import "@mantine/tiptap/styles.css";
import { CIRCULAR_TITLE_MAX, circularBody } from "@intranet/contracts";
import { Alert, Button, Group, Input, Paper, Select, Stack, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { RichTextEditor } from "@mantine/tiptap";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { useNetwork } from "../../../api/network";
import { useLeaveBlocker } from "../../../components/leave-warning";
import { PageLoader } from "../../../components/PageLoader";
import { RichTextToolbar } from "../../../components/RichTextToolbar";
import { notifySaved } from "../../../components/toasts";
import { contractValidator, formErrorTarget } from "../../../lib/forms";
import { useAppMutation } from "../../../lib/mutations";
import { useRichTextEditor } from "../../../lib/rich-text";
import { myGroupsQuery } from "../../groups";
import { refreshCirculars, sendCircular } from "../api";

const NETWORK = "network";

type FormValues = { title: string; html_content: string; audience: string };

const toBody = (v: FormValues) => ({
  circular: {
    title: v.title.trim(),
    html_content: v.html_content,
    group_id: v.audience === NETWORK ? null : v.audience,
  },
});

/** Asks before leaving while the form holds text; `release()` lets the send's own navigation pass. */
function useLeaveWarning(dirty: boolean) {
  const { t } = useTranslation();
  const changed = useRef(dirty);
  changed.current = dirty;
  const released = useRef(false);
  useLeaveBlocker(() => changed.current && !released.current, {
    title: t("circulars.leave.title"),
    message: t("circulars.leave.text"),
    confirmLabel: t("circulars.leave.confirm"),
    cancelLabel: t("circulars.leave.stay"),
  });
  return useCallback(() => {
    released.current = true;
  }, []);
}

function CircularForm({ audiences }: { audiences: { value: string; label: string }[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<FormValues>({
    initialValues: { title: "", html_content: "", audience: audiences[0]?.value ?? NETWORK },
    validate: contractValidator(circularBody, toBody),
  });
  const [changed, setChanged] = useState(false);
  const contentLabel = t("circulars.form.contentLabel");
  const editor = useRichTextEditor({
    label: contentLabel,
    onChange: (html) => {
      setChanged(true);
      form.setFieldValue("html_content", html);
    },
  });
  const release = useLeaveWarning(changed);
  const send = useAppMutation({
    mutationFn: (v: FormValues) => sendCircular(toBody(v)),
    onSuccess: async (sent) => {
      notifySaved(t("circulars.form.sent", { title: sent.title }));
      release();
      navigate(sent.path);
      await refreshCirculars(queryClient);
    },
    form: formErrorTarget(form),
    saveFailed: t("circulars.form.sendFailed"),
  });
  const empty = form.values.title.trim() === "" || form.values.html_content === "";
  return (
    <Paper withBorder radius="md" p="md" maw={760}>
      <form onSubmit={form.onSubmit((v) => send.mutate(v))} noValidate>
        <Stack gap="md">
          <Title order={2}>{t("circulars.form.title")}</Title>
          <Select
            label={t("circulars.form.audienceLabel")}
            data={audiences}
            allowDeselect={false}
            data-testid="circular-audience"
            {...form.getInputProps("audience")}
          />
          <TextInput
            label={t("circulars.form.titleLabel")}
            required
            maxLength={CIRCULAR_TITLE_MAX}
            data-testid="circular-title-input"
            {...form.getInputProps("title")}
            onChange={(event) => {
              setChanged(true);
              form.setFieldValue("title", event.currentTarget.value);
            }}
          />
          <Input.Wrapper label={contentLabel} required error={form.errors.html_content}>
            <RichTextEditor editor={editor} data-testid="circular-editor" style={{ minWidth: 0 }}>
              <RichTextToolbar headings blockquote />
              <RichTextEditor.Content mih={240} />
            </RichTextEditor>
          </Input.Wrapper>
          <Group justify="flex-end" gap="sm">
            <Button component={Link} to="/rundschreiben" variant="default" data-testid="circular-cancel">
              {t("circulars.form.cancel")}
            </Button>
            <Button
              type="submit"
              disabled={empty || send.isPending}
              loading={send.isPending}
              data-testid="circular-send"
            >
              {t("circulars.form.send")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** /rundschreiben/new: network administrators send to the network, group administrators to their groups. */
export function NewCircularPage() {
  const { t } = useTranslation();
  const me = useNetwork().current_member;
  const groups = useQuery(myGroupsQuery);
  if (groups.isPending) return <PageLoader />;
  const audiences = [
    ...(me?.is_network_admin ? [{ value: NETWORK, label: t("circulars.form.wholeNetwork") }] : []),
    ...(groups.data?.groups ?? []).filter((g) => g.is_admin).map((g) => ({ value: g.id, label: g.name })),
  ];
  if (audiences.length === 0)
    return (
      <Alert color="gray" maw={760} data-testid="circular-no-permission">
        {t("circulars.form.noPermission")}
      </Alert>
    );
  return <CircularForm audiences={audiences} />;
}
