import "@mantine/dropzone/styles.css";
import type { FileEntry, StorageDirectory } from "@intranet/contracts";
import { Button, Group, Input, Stack, Text } from "@mantine/core";
import { Dropzone } from "@mantine/dropzone";
import { IconFolderOpen, IconPhoto, IconUpload } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { networkQuery } from "../../api/network";
import filesTexts from "../../features/files/i18n";
import { loadTranslations } from "../../i18n/namespaces";
import { openConfirm } from "../confirm";
import { notifyError } from "../toasts";
import {
  acceptAttribute,
  type ExtensionFilter,
  extensionFilterFromConfig,
  isExtensionAllowed,
  splitFiles,
} from "./extension-filter";
import { UploadList } from "./UploadList";
import { entryFromFile, entryFromPickedFile, type UploadEntry, uploadFailure, visibleEntries } from "./upload-entry";
import { copyFromFiles, UploadAborted, type UploadHandle, uploadFile } from "./upload-request";

/** How many files the file picker offers to a field without a cap (the upload modal's default, §5). */
const PICKER_DEFAULT_ROOM = 10;

// The files feature's picker and its texts load when "Add from Files" is first used, not with every upload field.
const FilePicker = lazy(async () => {
  const [picker] = await Promise.all([
    import("../../features/files/components/FilePicker"),
    loadTranslations(filesTexts),
  ]);
  return { default: picker.FilePicker };
});

export interface UploadFieldProps {
  directory: StorageDirectory;
  value: UploadEntry[];
  onChange: (entries: UploadEntry[]) => void;
  /** At most this many files (not counting removed ones); the drop area is disabled at the cap. */
  maxFiles?: number;
  /**
   * What the drop area says at the cap; by default "The maximum number of files has been reached.", or for a
   * single-file field (a new version) that its file is chosen and how to choose another.
   */
  limitReachedText?: string;
  label?: string;
  description?: string;
  externalId?: string;
  /** Defaults to the network's filter for the files directory; null switches it off. */
  extensionFilter?: ExtensionFilter | null;
  disabled?: boolean;
  /**
   * Offers "Add from Files" next to the drop area: files picked there are copied into new uploads of the member's
   * own and join the field like uploaded ones. Only for the `files` directory (the copies are stored there).
   */
  fromFiles?: boolean;
}

export function UploadField({
  directory,
  value,
  onChange,
  maxFiles,
  limitReachedText,
  label,
  description,
  externalId,
  extensionFilter,
  disabled = false,
  fromFiles = false,
}: UploadFieldProps) {
  const { t } = useTranslation();
  // Read from the cache only: the root route has loaded the preload before any form renders.
  const network = useQuery({ ...networkQuery, enabled: false }).data;
  const imagesOnly = directory !== "files";
  const filter =
    extensionFilter !== undefined
      ? extensionFilter
      : directory === "files"
        ? extensionFilterFromConfig(network?.config.files)
        : null;

  // Progress events arrive faster than the parent re-renders, so updates chain on the latest list.
  const latest = useRef(value);
  useLayoutEffect(() => {
    latest.current = value;
  }, [value]);
  const update = (change: (entries: UploadEntry[]) => UploadEntry[]) => {
    latest.current = change(latest.current);
    onChange(latest.current);
  };
  const patch = (clientId: string, changes: Partial<UploadEntry>) =>
    update((entries) => entries.map((entry) => (entry.clientId === clientId ? { ...entry, ...changes } : entry)));
  const drop = (clientId: string) => update((entries) => entries.filter((entry) => entry.clientId !== clientId));

  const handles = useRef(new Map<string, UploadHandle>());
  useEffect(() => {
    const running = handles.current;
    return () => {
      for (const handle of running.values()) handle.abort();
    };
  }, []);

  const start = (entry: UploadEntry, file: File) =>
    follow(
      entry,
      uploadFile(directory, file, {
        externalId,
        onProgress: (progress) => patch(entry.clientId, { progress }),
      }),
    );

  /** Fills the entry in from the answer of its upload (or copy), or marks it failed. */
  const follow = (entry: UploadEntry, handle: UploadHandle) => {
    handles.current.set(entry.clientId, handle);
    handle.promise
      .then((stored) =>
        patch(entry.clientId, {
          id: stored.id,
          state: stored.state,
          progress: 100,
          url: stored.url,
          preview_url: stored.preview_url,
          external_id: stored.external_id,
        }),
      )
      .catch((error: unknown) => {
        if (!(error instanceof UploadAborted)) patch(entry.clientId, { ...uploadFailure(error), progress: 100 });
      })
      .finally(() => handles.current.delete(entry.clientId));
  };

  const count = visibleEntries(value).length;
  const atCap = maxFiles !== undefined && count >= maxFiles;

  const notifyRefused = (refused: { name: string }[]) => {
    if (refused.length === 0) return;
    const names = refused.map((file) => file.name).join(", ");
    notifyError(
      filter?.type === "allow" && !imagesOnly
        ? t("upload.typeNotAcceptedAllowed", { files: names, extensions: filter.extensions.join(", ") })
        : t("upload.typeNotAccepted", { files: names }),
    );
  };
  /** The accepted files that still fit under the cap; the extras are cut with a toast. */
  const fitting = <T,>(accepted: T[]): T[] => {
    if (maxFiles === undefined) return accepted;
    const room = Math.max(0, maxFiles - visibleEntries(latest.current).length);
    if (accepted.length <= room) return accepted;
    notifyError(t("upload.tooMany", { max: maxFiles }));
    return accepted.slice(0, room);
  };

  const handleDrop = (files: File[]) => {
    const { accepted, refused } = splitFiles(files, filter, imagesOnly);
    notifyRefused(refused);
    const chosen = fitting(accepted);
    if (chosen.length === 0) return;
    const added = chosen.map((file) => ({ entry: entryFromFile(file), file }));
    update((entries) => [...entries, ...added.map(({ entry }) => entry)]);
    for (const { entry, file } of added) start(entry, file);
  };

  const pickable = fromFiles && !imagesOnly;
  const [picking, setPicking] = useState(false);
  const pickedIds = visibleEntries(value).flatMap((entry) => (entry.source_file_id ? [entry.source_file_id] : []));
  const acceptsPicked = (file: FileEntry) => isExtensionAllowed(filter, file.name);
  // Files picked in Files go through the same rules as dropped ones: the type filter, the cap, and never twice.
  const addFromFiles = (files: FileEntry[]) => {
    setPicking(false);
    const fresh = files.filter((file) => !pickedIds.includes(file.id));
    notifyRefused(fresh.filter((file) => !acceptsPicked(file)));
    const chosen = fitting(fresh.filter(acceptsPicked));
    if (chosen.length === 0) return;
    const added = chosen.map((file) => ({ entry: entryFromPickedFile(file), file }));
    update((entries) => [...entries, ...added.map(({ entry }) => entry)]);
    for (const { entry, file } of added) follow(entry, copyFromFiles(file.id));
  };

  const remove = (entry: UploadEntry) => {
    openConfirm({
      title: t("upload.removeTitle"),
      message: t("upload.removeMessage", { name: entry.name }),
      danger: true,
      onConfirm: () => {
        if (entry.state === "uploading") {
          handles.current.get(entry.clientId)?.abort();
          drop(entry.clientId);
        } else if (entry.state === "volatile" || entry.state === "published") {
          patch(entry.clientId, { state: "removed" });
        } else {
          drop(entry.clientId);
        }
      },
    });
  };

  return (
    <Input.Wrapper label={label} description={description}>
      <Stack gap="xs" mt={label || description ? 4 : 0}>
        <Dropzone
          onDrop={handleDrop}
          disabled={disabled || atCap}
          multiple={maxFiles !== 1}
          inputProps={
            {
              accept: acceptAttribute(filter, imagesOnly),
              // The hidden input is disabled with the area, so no file can be set on it either.
              disabled: disabled || atCap,
              "data-testid": "upload-input",
            } as object
          }
          data-testid="upload-dropzone"
          p="md"
        >
          <Stack align="center" gap={4} style={{ pointerEvents: "none" }}>
            {imagesOnly ? <IconPhoto size={28} stroke={1.5} /> : <IconUpload size={28} stroke={1.5} />}
            <Text size="sm" c="dimmed" ta="center">
              {atCap
                ? (limitReachedText ?? t(maxFiles === 1 ? "upload.oneChosen" : "upload.limitReached"))
                : imagesOnly
                  ? t("upload.dropImages")
                  : t("upload.drop")}
            </Text>
          </Stack>
        </Dropzone>
        {pickable && (
          <Group>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconFolderOpen size={14} />}
              onClick={() => setPicking(true)}
              disabled={disabled || atCap}
              data-testid="upload-from-files"
            >
              {t("upload.fromFiles")}
            </Button>
          </Group>
        )}
        {picking && (
          <Suspense fallback={null}>
            <FilePicker
              opened
              onClose={() => setPicking(false)}
              onPick={addFromFiles}
              room={Math.max(0, (maxFiles ?? PICKER_DEFAULT_ROOM) - count)}
              takenIds={pickedIds}
              accepts={acceptsPicked}
            />
          </Suspense>
        )}
        <UploadList entries={visibleEntries(value)} onRemove={disabled ? undefined : remove} />
      </Stack>
    </Input.Wrapper>
  );
}
