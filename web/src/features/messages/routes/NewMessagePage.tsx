import "@mantine/tiptap/styles.css";
import {
  type MemberSummary,
  type MessageAttachment,
  type MessageDetail,
  type NewMessage,
  newMessage,
} from "@intranet/contracts";
import { Alert, Button, Checkbox, Group, Input, MultiSelect, Pill, Stack, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { RichTextEditor } from "@mantine/tiptap";
import { IconAlertTriangle, IconPaperclip, IconSend } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEditorState } from "@tiptap/react";
import type { TFunction } from "i18next";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { useNetwork } from "../../../api/network";
import { MemberPicker } from "../../../components/MemberPicker";
import { RichTextToolbar } from "../../../components/RichTextToolbar";
import { notifySaved } from "../../../components/toasts";
import { UploadField } from "../../../components/upload/UploadField";
import { isUploading, type UploadEntry } from "../../../components/upload/upload-entry";
import { formatInstant } from "../../../lib/dates";
import { contractValidator } from "../../../lib/forms";
import { useAppMutation } from "../../../lib/mutations";
import { useRichTextEditor } from "../../../lib/rich-text";
import { messageQuery, recipientQuery, refreshMessages, sendMessage } from "../api";
import { escapeHtml, prefixedSubject } from "../format";

type Mode = "reply" | "reply_all" | "forward";

function quoted(t: TFunction, source: MessageDetail): string {
  const header = [
    `<p><strong>${escapeHtml(t("directMessages.forwardedHeader"))}</strong></p>`,
    `<p>${escapeHtml(t("directMessages.from"))}: ${escapeHtml(source.author?.displayName ?? "—")}<br>`,
    `${escapeHtml(t("directMessages.date"))}: ${escapeHtml(formatInstant(source.created_at))}<br>`,
    `${escapeHtml(t("directMessages.subject"))}: ${escapeHtml(source.subject)}</p>`,
  ].join("");
  // The source html was sanitized by the server; the editor parses it into its own schema.
  return `<p></p>${header}<blockquote>${source.html_content}</blockquote>`;
}

interface MessageFormValues {
  recipients: MemberSummary[];
  group_ids: string[];
  to_all: boolean;
  subject: string;
  uploads: UploadEntry[];
  forwarded: MessageAttachment[];
  conversation_starter_id: string | null;
}

export function NewMessagePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const network = useNetwork();
  const me = network.current_member;
  const [params] = useSearchParams();
  const toParam = params.get("to");
  const mode: Mode | null = params.get("reply")
    ? "reply"
    : params.get("reply_all")
      ? "reply_all"
      : params.get("forward")
        ? "forward"
        : null;
  const sourceId = mode ? (params.get(mode) ?? "") : "";

  const source = useQuery({ ...messageQuery(sourceId), enabled: sourceId !== "" });
  const prefilled = useQuery({ ...recipientQuery(toParam ?? ""), enabled: !!toParam });

  const editor = useRichTextEditor({ label: t("directMessages.content") });
  const contentEmpty = useEditorState({ editor, selector: (s) => s.editor?.isEmpty ?? true }) ?? true;
  // The editor holds the content; the form holds everything else and builds the contract's body.
  const toBody = (v: MessageFormValues): NewMessage => ({
    to: v.to_all ? [] : v.recipients.map((r) => r.id),
    to_group: v.to_all ? [] : v.group_ids,
    to_all_network_members: v.to_all,
    subject: v.subject.trim(),
    content: contentEmpty || !editor ? "" : editor.getHTML(),
    attachments: [
      ...v.forwarded.map((a) => a.id),
      ...v.uploads.filter((u) => u.state === "volatile" && u.id).map((u) => u.id as string),
    ],
    conversation_starter_id: v.conversation_starter_id,
  });
  const form = useForm<MessageFormValues>({
    initialValues: {
      recipients: [],
      group_ids: [],
      to_all: false,
      subject: "",
      uploads: [],
      forwarded: [],
      conversation_starter_id: null,
    },
    validate: contractValidator(newMessage, toBody),
  });
  const { recipients, group_ids: groupIds, to_all: toAll, subject, uploads, forwarded } = form.values;
  const send = useAppMutation({
    mutationFn: (body: NewMessage) => sendMessage(body),
    onSuccess: async () => {
      notifySaved(t("directMessages.sentToast"));
      await refreshMessages(queryClient);
      navigate("/messages");
    },
    form,
    saveFailed: t("directMessages.notSent"),
  });

  // Prefill once from the `to` parameter or from the message being answered or forwarded.
  const prefilledOnce = useRef(false);
  useEffect(() => {
    if (prefilledOnce.current) return;
    if (toParam && prefilled.data) {
      prefilledOnce.current = true;
      form.setFieldValue("recipients", [prefilled.data]);
    }
  }, [toParam, prefilled.data, form.setFieldValue]);
  useEffect(() => {
    const m = source.data;
    if (prefilledOnce.current || !m || !mode || !editor) return;
    prefilledOnce.current = true;
    if (mode === "forward") {
      form.setValues({ subject: prefixedSubject(t("directMessages.fwdPrefix"), m.subject), forwarded: m.attachments });
      editor.commands.setContent(quoted(t, m));
      editor.commands.focus("start");
      return;
    }
    const author = m.author && m.author.id !== me?.id ? [m.author] : [];
    const others = mode === "reply_all" ? m.to.filter((r) => r.id !== me?.id) : [];
    const unique = new Map([...author, ...others].map((r) => [r.id, r]));
    form.setValues({
      subject: prefixedSubject(t("directMessages.rePrefix"), m.subject),
      conversation_starter_id: m.conversation_starter_id,
      recipients: [...unique.values()],
    });
  }, [source.data, mode, editor, me?.id, t, form.setValues]);

  const isAdmin = me?.is_network_admin === true && !me.is_external;
  const noRecipient = !toAll && recipients.length === 0 && groupIds.length === 0;
  const empty = subject.trim() === "" && contentEmpty;
  const disabled = send.isPending || isUploading(uploads) || noRecipient || empty;
  const submit = form.onSubmit((values) => {
    if (!disabled && editor) send.mutate(toBody(values));
  });

  // External guests read and receive messages but write none (the server refuses them): say so instead of a form.
  if (me?.is_external)
    return (
      <Stack gap="md" maw={860}>
        <Title order={2}>{t("directMessages.newMessage")}</Title>
        <Alert color="gray" data-testid="guest-cannot-write">
          {t("directMessages.guestsCannotWrite")}
        </Alert>
      </Stack>
    );

  return (
    <Stack gap="md" maw={860} data-testid="new-message-form">
      <Title order={2}>{t("directMessages.newMessage")}</Title>
      {isAdmin && (
        <Checkbox
          label={t("directMessages.toAll")}
          {...form.getInputProps("to_all", { type: "checkbox" })}
          data-testid="to-all"
        />
      )}
      {toAll && (
        <Alert color="orange" icon={<IconAlertTriangle size={18} />} data-testid="to-all-warning">
          {t("directMessages.toAllWarning")}
        </Alert>
      )}
      <fieldset disabled={toAll} style={{ border: 0, padding: 0, margin: 0 }}>
        <Stack gap="sm">
          <MemberPicker
            label={t("directMessages.recipients")}
            value={recipients}
            onChange={(next) => form.setFieldValue("recipients", next)}
            error={form.errors.to as string | undefined}
            excludeIds={me ? [me.id] : []}
          />
          {network.my_groups.length > 0 && (
            <MultiSelect
              label={t("directMessages.toGroup")}
              data={network.my_groups.map((g) => ({ value: g.id, label: g.name }))}
              value={groupIds}
              onChange={(next) => form.setFieldValue("group_ids", next)}
              error={form.errors.to_group}
              searchable
              clearable
              disabled={toAll}
              data-testid="to-group"
            />
          )}
        </Stack>
      </fieldset>
      {!toAll && groupIds.length > 0 && (
        <Alert color="yellow" icon={<IconAlertTriangle size={18} />} data-testid="group-warning">
          {t("directMessages.groupWarning")}
        </Alert>
      )}
      <TextInput
        label={t("directMessages.subject")}
        maxLength={255}
        {...form.getInputProps("subject")}
        data-testid="message-subject-input"
      />
      <Input.Wrapper label={t("directMessages.content")}>
        <RichTextEditor editor={editor} mt={4} data-testid="message-content-editor">
          <RichTextToolbar code blockquote />
          <RichTextEditor.Content mih={180} />
        </RichTextEditor>
      </Input.Wrapper>
      {forwarded.length > 0 && (
        <Input.Wrapper label={t("directMessages.forwardedAttachments")}>
          <Group gap={6} mt={4} data-testid="forwarded-attachments">
            {forwarded.map((a) => (
              <Pill
                key={a.id}
                withRemoveButton
                onRemove={() =>
                  form.setFieldValue(
                    "forwarded",
                    forwarded.filter((x) => x.id !== a.id),
                  )
                }
              >
                <IconPaperclip size={12} /> {a.original_filename}
              </Pill>
            ))}
          </Group>
        </Input.Wrapper>
      )}
      <UploadField
        directory="files"
        value={uploads}
        onChange={(next) => form.setFieldValue("uploads", next)}
        maxFiles={Math.max(0, 10 - forwarded.length)}
        label={t("directMessages.attachments")}
        fromFiles
      />
      <Group justify="flex-end">
        <Button
          leftSection={<IconSend size={16} />}
          disabled={disabled}
          loading={send.isPending}
          onClick={() => submit()}
          data-testid="send-message"
        >
          {t("directMessages.send")}
        </Button>
      </Group>
    </Stack>
  );
}
