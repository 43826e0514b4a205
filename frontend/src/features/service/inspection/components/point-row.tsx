import { Button, Text, TextField } from '@aws-amplify/ui-react';
import { needsWork } from '@shared/inspections/inspection-rules';
import {
  INSPECTION_RESULTS,
  MAX_PHOTOS_PER_POINT,
  type InspectionPoint,
  type InspectionResult,
} from '@shared/inspections/inspection-schemas';
import { useId } from 'react';
import { PhotoStrip } from './photo-strip';

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
  /** Offered while the document may be changed, the inspection finished or not (the review after it). */
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
  const photos = mark.Photos ?? [];
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
        <PhotoStrip
          subject={point.Name}
          ids={photos}
          photoUrl={photoUrl}
          canAdd={canEdit && photos.length < MAX_PHOTOS_PER_POINT}
          onPhoto={onPhoto}
        />
      ) : null}
      {point.LineId ? (
        <Text fontSize="small" variation="secondary">{`On the ${lineNoun} as ${point.LineId}`}</Text>
      ) : onRecommend && needsWork(mark.Res) ? (
        <Button size="small" alignSelf="flex-start" isLoading={recommending} onClick={onRecommend}>
          Add as recommended line
        </Button>
      ) : null}
    </fieldset>
  );
}
