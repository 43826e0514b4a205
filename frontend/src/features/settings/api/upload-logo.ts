import { LOGO_TYPES, MAX_LOGO_BYTES, settingsRoutes, type LogoUploadTicket } from '@shared/api/routes/settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { mapCallError, offlineError } from '../../../lib/api-error';
import { entitySettingsQueryOptions } from './entity-settings';
import { applySettingsChange } from './session-sync';

export const LogoUploadMessages = {
  wrongType: (name: string): string =>
    `${name} is not an allowed file type. Choose a png, jpeg, jpg, gif or svg image.`,
  tooLarge: (name: string): string => `${name} exceeds the maximum logo size of ${MAX_LOGO_BYTES / (1024 * 1024)} MB.`,
  uploadFailed: 'The logo could not be uploaded. Please try again.',
} as const;

/** Why a chosen file cannot be a logo (platform §9 'Logo types'), before anything is sent. */
export function logoFileProblem(file: Pick<File, 'name' | 'size'>): string | undefined {
  const extension = file.name.split('.').at(-1)?.toLowerCase() ?? '';
  if (!(LOGO_TYPES as readonly string[]).includes(extension)) return LogoUploadMessages.wrongType(file.name);
  if (file.size > MAX_LOGO_BYTES) return LogoUploadMessages.tooLarge(file.name);
  return undefined;
}

/** The storage key accepts a plain name; the file's own name may hold anything. */
const safeFileName = (name: string): string => {
  const dot = name.lastIndexOf('.');
  const base = (dot > 0 ? name.slice(0, dot) : name).replace(/[^\w\- .()]/g, '_').slice(0, 100) || 'logo';
  return `${base}${dot > 0 ? name.slice(dot).toLowerCase() : ''}`;
};

/** PUTs the file to the presigned URL with XHR, because fetch cannot report upload progress. */
function putFile(ticket: LogoUploadTicket, file: Blob, onProgress: (percent: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(ticket.Method, ticket.Url);
    for (const [name, value] of Object.entries(ticket.Headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve();
      } else reject(mapCallError({ status: xhr.status }));
    };
    xhr.onerror = () => reject(mapCallError({ status: 0 }));
    xhr.send(file);
  });
}

export type LogoUpload = { file: File; onProgress: (percent: number) => void };

/**
 * POST EntitySettings/UploadLogo/{fileName} for a presigned URL, the upload with
 * progress, then Confirm, which makes the server check the image and point the
 * branch at it. The header logo follows through the session's HasLogo/SettingsVer.
 */
export function useUploadLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    // Keyed, so a good upload dismisses the failure notice of the one before it.
    mutationKey: [settingsRoutes.confirmLogo.path],
    mutationFn: async ({ file, onProgress }: LogoUpload) => {
      if (typeof navigator !== 'undefined' && navigator.onLine === false) throw offlineError();
      const fileName = safeFileName(file.name);
      const ticket = await apiCall(settingsRoutes.uploadLogo, { params: { fileName }, body: { Size: file.size } });
      await putFile(ticket, file, onProgress);
      return apiCall(settingsRoutes.confirmLogo, { params: { fileName }, body: { Key: ticket.Key } });
    },
    onSuccess: (answer) => {
      applySettingsChange(queryClient, answer);
      void queryClient.invalidateQueries({ queryKey: entitySettingsQueryOptions.queryKey });
    },
  });
}
