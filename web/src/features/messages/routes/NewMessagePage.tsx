import "@mantine/tiptap/styles.css";
import type { MemberSummary, MessageAttachment, MessageDetail } from "@intranet/contracts";
import { Alert, Button, Checkbox, Group, Input, MultiSelect, Pill, Stack, TextInput, Title } from "@mantine/core";
import { RichTextEditor } from "@mantine/tiptap";
import { IconAlertTriangle, IconPaperclip, IconSend } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import LinkExtension from "@tiptap/extension-link";
import { useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import type { TFunction } from "i18next";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { useNetwork } from "../../../api/network";
import { MemberPicker } from "../../../components/MemberPicker";
import { notifySaved, notifySaveFailed } from "../../../components/toasts";
import { UploadField } from "../../../components/upload/UploadField";
import { isUploading, type UploadEntry } from "../../../components/upload/upload-entry";
import { messageQuery, recipientQuery, refreshMessages, sendMessage } from "../api";
import { escapeHtml, formatMessageDate, prefixedSubject } from "../format";

type Mode = "reply" | "reply_all" | "forward";

function quoted(t: TFunction, source: MessageDetail): string {
  const header = [
    `<p><strong>${escapeHtml(t("directMessages.forwardedHeader"))}</strong></p>`,
    `<p>${escapeHtml(t("directMessages.from"))}: ${escapeHtml(source.author?.displayName ?? "—")}<br>`,
    `${escapeHtml(t("directMessages.date"))}: ${escapeHtml(formatMessageDate(source.created_at))}<br>`,
    `${escapeHtml(t("directMessages.subject"))}: ${escapeHtml(source.subject)}</p>`,
  ].join("");
  // The source html was sanitized by the server; the editor parses it into its own schema.
  return `<p></p>${header}<blockquote>${source.html_content}</blockquote>`;
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

  const [recipients, setRecipients] = useState<MemberSummary[]>([]);
  const [groupIds, setGroupIds] = useState<string[]>([]);
  const [toAll, setToAll] = useState(false);
  const [subject, setSubject] = useState("");
  const [uploads, setUploads] = useState<UploadEntry[]>([]);
  const [forwarded, setForwarded] = useState<MessageAttachment[]>([]);
  const [sending, setSending] = useState(false);
  const [conversationStarter, setConversationStarter] = useState<string | null>(null);

  const editor = useEditor({ extensions: [StarterKit, LinkExtension.configure({ openOnClick: false })], content: "" });
  const contentEmpty = useEditorState({ editor, selector: (s) => s.editor?.isEmpty ?? true }) ?? true;

  // Prefill once from the `to` parameter or from the message being answered or forwarded.
  const prefilledOnce = useRef(false);
  useEffect(() => {
    if (prefilledOnce.current) return;
    if (toParam && prefilled.data) {
      prefilledOnce.current = true;
      setRecipients([prefilled.data]);
    }
  }, [toParam, prefilled.data]);
  useEffect(() => {
    const m = source.data;
    if (prefilledOnce.current || !m || !mode || !editor) return;
    prefilledOnce.current = true;
    if (mode === "forward") {
      setSubject(prefixedSubject(t("directMessages.fwdPrefix"), m.subject));
      setForwarded(m.attachments);
      editor.commands.setContent(quoted(t, m));
      editor.commands.focus("start");
      return;
    }
    setSubject(prefixedSubject(t("directMessages.rePrefix"), m.subject));
    setConversationStarter(m.conversation_starter_id);
    const author = m.author && m.author.id !== me?.id ? [m.author] : [];
    const others = mode === "reply_all" ? m.to.filter((r) => r.id !== me?.id) : [];
    const unique = new Map([...author, ...others].map((r) => [r.id, r]));
    setRecipients([...unique.values()]);
  }, [source.data, mode, editor, me?.id, t]);

  const isAdmin = me?.is_network_admin === true && !me.is_external;
  const noRecipient = !toAll && recipients.length === 0 && groupIds.length === 0;
  const empty = subject.trim() === "" && contentEmpty;
  const disabled = sending || isUploading(uploads) || noRecipient || empty;

  const submit = async () => {
    if (disabled || !editor) return;
    setSending(true);
    try {
      await sendMessage({
        to: toAll ? [] : recipients.map((r) => r.id),
        to_group: toAll ? [] : groupIds,
        to_all_network_members: toAll,
        subject: subject.trim(),
        content: contentEmpty ? "" : editor.getHTML(),
        attachments: [
          ...forwarded.map((a) => a.id),
          ...uploads.filter((u) => u.state === "volatile" && u.id).map((u) => u.id as string),
        ],
        conversation_starter_id: conversationStarter,
      });
      notifySaved(t("directMessages.sentToast"));
      await refreshMessages(queryClient);
      navigate("/messages");
    } catch {
      notifySaveFailed(t("directMessages.notSent"));
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack gap="md" maw={860} data-testid="new-message-form">
      <Title order={2}>{t("directMessages.newMessage")}</Title>
      {isAdmin && (
        <Checkbox
          label={t("directMessages.toAll")}
          checked={toAll}
          onChange={(e) => setToAll(e.currentTarget.checked)}
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
            onChange={setRecipients}
            excludeIds={me ? [me.id] : []}
          />
          {network.my_groups.length > 0 && (
            <MultiSelect
              label={t("directMessages.toGroup")}
              data={network.my_groups.map((g) => ({ value: g.id, label: g.name }))}
              value={groupIds}
              onChange={setGroupIds}
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
        value={subject}
        maxLength={255}
        onChange={(e) => setSubject(e.currentTarget.value)}
        data-testid="message-subject-input"
      />
      <Input.Wrapper label={t("directMessages.content")}>
        <RichTextEditor editor={editor} mt={4} data-testid="message-content-editor">
          <RichTextEditor.Toolbar>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Bold />
              <RichTextEditor.Italic />
              <RichTextEditor.Strikethrough />
              <RichTextEditor.Code />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.BulletList />
              <RichTextEditor.OrderedList />
              <RichTextEditor.Blockquote />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Link />
              <RichTextEditor.Unlink />
            </RichTextEditor.ControlsGroup>
          </RichTextEditor.Toolbar>
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
                onRemove={() => setForwarded((list) => list.filter((x) => x.id !== a.id))}
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
        onChange={setUploads}
        maxFiles={Math.max(0, 10 - forwarded.length)}
        label={t("directMessages.attachments")}
      />
      <Group justify="flex-end">
        <Button
          leftSection={<IconSend size={16} />}
          disabled={disabled}
          loading={sending}
          onClick={submit}
          data-testid="send-message"
        >
          {t("directMessages.send")}
        </Button>
      </Group>
    </Stack>
  );
}
