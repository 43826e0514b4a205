import { Flex } from '@aws-amplify/ui-react';
import { useState, type ChangeEvent } from 'react';

type Props = {
  /** What the photos show ('Pads front', 'the vehicle'): the labels name it. */
  subject: string;
  ids: readonly string[];
  photoUrl: (id: string) => string | undefined;
  /** Taking more is offered while this is true. */
  canAdd: boolean;
  onPhoto: (file: File, onProgress: (fraction: number) => void) => Promise<void>;
};

/**
 * Thumbnails (a tap opens the photo) and Add photo: a file input that opens the
 * phone's rear camera (`capture="environment"`), with the upload's progress.
 */
export function PhotoStrip({ subject, ids, photoUrl, canAdd, onPhoto }: Props) {
  const [progress, setProgress] = useState<number | undefined>();
  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setProgress(0);
    try {
      await onPhoto(file, setProgress);
    } finally {
      setProgress(undefined);
    }
  };
  return (
    <Flex gap="xs" wrap="wrap" alignItems="center">
      {ids.map((id) => {
        const url = photoUrl(id);
        return url ? (
          <a key={id} href={url} target="_blank" rel="noopener noreferrer" className="kk-inspection__thumb">
            <img src={url} alt={`Photo of ${subject}`} loading="lazy" />
          </a>
        ) : null;
      })}
      {canAdd ? (
        <label className="kk-inspection__camera amplify-button amplify-button--small">
          {progress === undefined ? 'Add photo' : `Uploading ${Math.round(progress * 100)}%`}
          <input
            type="file"
            accept="image/*"
            capture="environment"
            aria-label={`Add photo of ${subject}`}
            disabled={progress !== undefined}
            onChange={(e) => void pick(e)}
          />
        </label>
      ) : null}
    </Flex>
  );
}
