/** What an upload ticket names: a presigned address, its method and the headers it was signed with. */
export type PresignedPut = { Url: string; Method: string; Headers: Record<string, string> };

/**
 * Puts a file's bytes to a presigned URL (a chat file's UploadOnlyFile ticket, an
 * inspection photo's). Fetch cannot report upload progress, XMLHttpRequest can: the
 * chip shows it (spec platform §2 'Chat room': selected-file chips with upload progress).
 */
export function putWithProgress(
  ticket: PresignedPut,
  file: Blob,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(ticket.Method, ticket.Url);
    for (const [name, value] of Object.entries(ticket.Headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress(1);
        resolve();
      } else reject(new Error(`Upload answered ${request.status}`));
    };
    request.onerror = () => reject(new Error('Upload failed'));
    request.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(file);
  });
}
