import type { ChatFile } from '@shared/chat/call-schemas';
import type { ChatCalls } from '../api/chat-calls';

/** Saves a chat file under its own name (DownloadS3File, spec platform §7); a failure is logged (§8). */
export async function downloadFile(calls: ChatCalls, file: ChatFile): Promise<void> {
  try {
    const blob = (await calls.download(file.Url)) as unknown as Blob;
    const href = URL.createObjectURL(blob);
    const anchor = document.createElement('a');
    anchor.href = href;
    anchor.download = file.Name;
    anchor.click();
    setTimeout(() => URL.revokeObjectURL(href), 0);
  } catch (error) {
    console.warn('Chat file could not be downloaded', error);
  }
}
