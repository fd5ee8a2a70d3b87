import { Button, Group, Stack, Text, Textarea } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { messageTextProblem, sendsOnEnter } from "../chat-utils";
import { useMessageLength } from "./message-length";

interface EditorProps {
  initial: string;
  /** Saves the text; the editor stays open while it runs and after it fails. */
  onSave: (text: string) => void;
  onCancel: () => void;
  /** Offered when the text is emptied: a message is deleted, not saved empty. */
  onDelete: (() => void) | null;
}

/**
 * An own message's text being edited. An empty text or one over the limit is refused here, with why, rather than
 * sent for the server's "could not be accepted".
 */
export function MessageEditor({ initial, onSave, onCancel, onDelete }: EditorProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(initial);
  const [tried, setTried] = useState(false);
  const problem = messageTextProblem(text);
  const length = useMessageLength(text);
  const save = () => {
    setTried(true);
    if (!problem) onSave(text);
  };
  const error = length.tooLong ?? (tried && problem === "empty" ? t("chat.actions.emptyEdit") : null);

  return (
    <Stack gap={4}>
      <Textarea
        aria-label={t("chat.composer.label")}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        // As in the composer: Enter saves, Shift (Ctrl, Alt, Meta) + Enter makes a new line; Escape cancels.
        onKeyDown={(event) => {
          if (event.nativeEvent.isComposing) return;
          if (event.key === "Escape") {
            event.preventDefault();
            onCancel();
          } else if (sendsOnEnter(event)) {
            event.preventDefault();
            save();
          }
        }}
        error={error}
        autoFocus
        autosize
        data-testid="chat-edit-input"
      />
      {length.counter && (
        <Text size="xs" c={length.tooLong ? "red.9" : "gray.7"} ta="right" data-testid="chat-edit-counter">
          {length.counter}
        </Text>
      )}
      <Group gap={4} justify="flex-end">
        {onDelete && tried && problem === "empty" && (
          <Button size="compact-xs" variant="subtle" color="red" onClick={onDelete} data-testid="chat-edit-delete">
            {t("chat.actions.delete")}
          </Button>
        )}
        <Button size="compact-xs" variant="default" onClick={onCancel}>
          {t("chat.actions.cancel")}
        </Button>
        <Button size="compact-xs" onClick={save} data-testid="chat-edit-save">
          {t("chat.actions.save")}
        </Button>
      </Group>
    </Stack>
  );
}
