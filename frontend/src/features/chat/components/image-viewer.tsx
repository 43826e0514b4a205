import type { ChatFile } from '@shared/chat/call-schemas';
import { useEffect, useRef, useState } from 'react';
import { Dialog } from '../../../components/dialog/dialog';
import { useChatHub } from '../hooks/use-chat-hub';

/**
 * The image viewer overlay (spec platform §2 'Chat room': jpg, jpeg and png
 * only). The picture comes through a short-lived signed URL asked for when the
 * viewer opens; its bytes are fetched (the page's policy lets the files bucket
 * answer fetches, not image tags) and shown from an object URL. A failure
 * closes the viewer (§8).
 */
export function ImageViewer({ file, onClose }: { file: ChatFile; onClose: () => void }) {
  const hub = useChatHub();
  const [url, setUrl] = useState<string>();
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  useEffect(() => {
    const controller = new AbortController();
    let objectUrl: string | undefined;
    (async () => {
      const signed = await hub.calls.signedUrl(file.Url);
      const response = await fetch(signed.Url, { signal: controller.signal });
      if (!response.ok) throw new Error(`The image answered ${response.status}`);
      objectUrl = URL.createObjectURL(await response.blob());
      if (controller.signal.aborted) URL.revokeObjectURL(objectUrl);
      else setUrl(objectUrl);
    })().catch((error: unknown) => {
      if (controller.signal.aborted) return;
      console.warn('Chat image could not be opened', error);
      closeRef.current();
    });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [hub, file.Url]);
  return (
    <Dialog open title={file.Name} onClose={onClose} testId="chat-image-viewer">
      <div className="kk-chat-viewer">
        {url ? <img src={url} alt={file.Name} onError={onClose} /> : <p role="status">Opening…</p>}
      </div>
      <div className="kk-chat-edit__buttons">
        <button type="button" className="amplify-button" onClick={onClose}>
          Close
        </button>
      </div>
    </Dialog>
  );
}
