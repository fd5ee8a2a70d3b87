import { type ErrorResponse, filesApi, type StorageDirectory, type StoredFile, storageApi } from "@intranet/contracts";
import { ApiError, requestHeaders } from "../../api/client";
import { api, routeUrl } from "../../api/route-client";

export interface UploadOptions {
  name?: string;
  externalId?: string;
  onProgress?: (percent: number) => void;
}

export interface UploadHandle {
  promise: Promise<StoredFile>;
  abort: () => void;
}

export class UploadAborted extends Error {
  constructor() {
    super("upload aborted");
    this.name = "UploadAborted";
  }
}

function parseJson<T>(text: string): T | undefined {
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}

/** Multipart upload through XMLHttpRequest, the only browser API that reports upload progress. */
export function uploadFile(directory: StorageDirectory, file: File, options: UploadOptions = {}): UploadHandle {
  const xhr = new XMLHttpRequest();
  const promise = new Promise<StoredFile>((resolve, reject) => {
    xhr.open(storageApi.upload.method, routeUrl(storageApi.upload, { params: { directory } }));
    for (const [key, value] of Object.entries(requestHeaders("POST"))) xhr.setRequestHeader(key, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        // 100 is kept for the server's answer: the bytes are sent but the file is not stored yet.
        options.onProgress?.(Math.min(99, Math.round((event.loaded / event.total) * 100)));
      }
    };
    xhr.onload = () => {
      const body = parseJson<StoredFile & ErrorResponse>(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300 && body) resolve(body);
      else reject(new ApiError(xhr.status, body));
    };
    xhr.onerror = () => reject(new ApiError(0));
    xhr.onabort = () => reject(new UploadAborted());

    const form = new FormData();
    form.append("name", options.name ?? file.name);
    form.append("type", file.type);
    if (options.externalId) form.append("external_id", options.externalId);
    form.append("file", file, file.name);
    xhr.send(form);
  });
  return { promise, abort: () => xhr.abort() };
}

/**
 * A file of Files copied into a new volatile upload of the member's own in `files` (POST …/files/{id}/copy): the
 * same answer as an upload, so the field treats it as one.
 */
export function copyFromFiles(fileId: string): UploadHandle {
  const controller = new AbortController();
  const promise = api(filesApi.copy, { params: { id: fileId } }, { signal: controller.signal }).catch(
    (error: unknown) => {
      throw controller.signal.aborted ? new UploadAborted() : error;
    },
  );
  return { promise, abort: () => controller.abort() };
}
