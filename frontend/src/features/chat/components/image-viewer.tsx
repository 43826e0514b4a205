import type { ChatFile } from '@shared/chat/call-schemas';
import { useEffect, useRef, useState } from 'react';
import { Dialog } from '../../../components/dialog/dialog';
import { useChatHub } from '../hooks/use-chat-hub';

/**
 * The image viewer overlay (spec platform §2 'Chat room': jpg, jpeg and png
 * only). The picture comes through a short-lived signed URL asked for when the
 * viewer opens; a load failure closes the viewer (§8).
 */
export function ImageViewer({ file, onClose }: { file: ChatFile; onClose: () => void }) {
  const hub = useChatHub();
  const [url, setUrl] = useState<string>();
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  useEffect(() => {
    let live = true;
    hub.calls.signedUrl(file.Url).then(
      (answer) => live && setUrl(answer.Url),
      (error: unknown) => {
        console.warn('Chat image could not be opened', error);
        if (live) closeRef.current();
      },
    );
    return () => {
      live = false;
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
