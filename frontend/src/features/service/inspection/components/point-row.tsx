import { Button, Flex, Text, TextField } from '@aws-amplify/ui-react';
import { needsWork } from '@shared/inspections/inspection-rules';
import {
  INSPECTION_RESULTS,
  MAX_PHOTOS_PER_POINT,
  type InspectionPoint,
  type InspectionResult,
} from '@shared/inspections/inspection-schemas';
import { useId, useState, type ChangeEvent } from 'react';

/** A point as marked on screen (saved or not). */
export type PointMark = { Res?: InspectionResult; Note?: string; Photos?: string[] };

type Props = {
  point: InspectionPoint;
  mark: PointMark;
  photoUrl: (id: string) => string | undefined;
  canEdit: boolean;
  picsOn: boolean;
  onMark: (change: PointMark) => void;
  onPhoto: (file: File, onProgress: (fraction: number) => void) => Promise<void>;
  onRecommend?: () => void;
  recommending: boolean;
  lineNoun: string;
};

/**
 * One point: Pass / Attention / Fail as a radio group (arrow keys move, as any radio
 * group), a note, photos from the phone's camera, and for a point needing work
 * "Add as recommended line" — or the line it already became.
 */
export function PointRow({
  point,
  mark,
  photoUrl,
  canEdit,
  picsOn,
  onMark,
  onPhoto,
  onRecommend,
  recommending,
  lineNoun,
}: Props) {
  const name = useId();
  const [progress, setProgress] = useState<number | undefined>();
  const photos = mark.Photos ?? [];
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
    <fieldset className={`kk-inspection__point kk-inspection__point--${(mark.Res ?? 'none').toLowerCase()}`}>
      <legend>{point.Name}</legend>
      <div className="kk-inspection__results" role="radiogroup" aria-label={`Result of ${point.Name}`}>
        {INSPECTION_RESULTS.map((res) => (
          <label key={res} className={`kk-inspection__result kk-inspection__result--${res.toLowerCase()}`}>
            <input
              type="radio"
              name={name}
              value={res}
              checked={mark.Res === res}
              disabled={!canEdit}
              onChange={() => onMark({ ...mark, Res: res })}
            />
            {res}
          </label>
        ))}
      </div>
      {canEdit ? (
        <TextField
          label={`Note on ${point.Name}`}
          labelHidden
          placeholder="Note"
          size="small"
          maxLength={500}
          value={mark.Note ?? ''}
          onChange={(e) => onMark({ ...mark, Note: e.target.value })}
        />
      ) : mark.Note ? (
        <Text fontSize="small">{mark.Note}</Text>
      ) : null}
      {picsOn && (photos.length > 0 || canEdit) ? (
        <Flex gap="xs" wrap="wrap" alignItems="center">
          {photos.map((id) => {
            const url = photoUrl(id);
            return url ? (
              <a key={id} href={url} target="_blank" rel="noopener noreferrer" className="kk-inspection__thumb">
                <img src={url} alt={`Photo of ${point.Name}`} loading="lazy" />
              </a>
            ) : null;
          })}
          {canEdit && photos.length < MAX_PHOTOS_PER_POINT ? (
            <label className="kk-inspection__camera amplify-button amplify-button--small">
              {progress === undefined ? 'Add photo' : `Uploading ${Math.round(progress * 100)}%`}
              <input
                type="file"
                accept="image/*"
                capture="environment"
                aria-label={`Add photo of ${point.Name}`}
                disabled={progress !== undefined}
                onChange={(e) => void pick(e)}
              />
            </label>
          ) : null}
        </Flex>
      ) : null}
      {point.LineId ? (
        <Text fontSize="small" variation="secondary">{`On the ${lineNoun} as ${point.LineId}`}</Text>
      ) : canEdit && onRecommend && needsWork(mark.Res) ? (
        <Button size="small" alignSelf="flex-start" isLoading={recommending} onClick={onRecommend}>
          Add as recommended line
        </Button>
      ) : null}
    </fieldset>
  );
}
