import { Alert, Button, Flex, Heading, SelectField, Text, TextAreaField, TextField } from '@aws-amplify/ui-react';
import { InspectionMessages as M } from '@shared/inspections/inspection-messages';
import type { PhotoLink } from '@shared/inspections/inspection-schemas';
import {
  BODY_AREAS,
  EMPTY_CONDITION,
  MAX_CONDITION_PHOTOS,
  type DamageMark,
  type VehicleCondition,
} from '@shared/inspections/vehicle-condition';
import { useState } from 'react';
import { notifyError, toast } from '../../../../components/toast/toast-store';
import { ClientError } from '../../../../lib/api-error';
import { formatDateTime } from '../../../../lib/format';
import { uploadPhoto, useSaveVehicleCondition } from '../api/inspection-calls';
import { PhotoStrip } from './photo-strip';

type Props = {
  docId: string;
  condition: VehicleCondition | undefined;
  photos: readonly PhotoLink[];
  picsOn: boolean;
  canEdit: boolean;
};

const linesOf = (text: string): string[] =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '');

/**
 * The vehicle as it came in (docs/inspections.md §7a): photos, damage marks (a body
 * area and a note) and the accessories left in it, saved at the record's `ver`.
 */
export function VehicleConditionSection({ docId, condition, photos, picsOn, canEdit }: Props) {
  const start = condition ?? EMPTY_CONDITION;
  const [damage, setDamage] = useState<DamageMark[]>(start.Damage as DamageMark[]);
  const [accessories, setAccessories] = useState(start.Accessories.join('\n'));
  const [photoIds, setPhotoIds] = useState(start.Photos);
  const [links, setLinks] = useState<PhotoLink[]>([]);
  const [area, setArea] = useState<DamageMark['Area']>(BODY_AREAS[0]);
  const [note, setNote] = useState('');
  const [failure, setFailure] = useState<string | undefined>();
  const save = useSaveVehicleCondition(docId);
  const url = (id: string) => [...photos, ...links].find((l) => l.Id === id)?.Url;
  const dirty =
    JSON.stringify(damage) !== JSON.stringify(start.Damage) ||
    JSON.stringify(linesOf(accessories)) !== JSON.stringify(start.Accessories) ||
    JSON.stringify(photoIds) !== JSON.stringify(start.Photos);
  const addPhoto = async (file: File, onProgress: (f: number) => void) => {
    setFailure(undefined);
    try {
      const link = await uploadPhoto(docId, file, onProgress);
      setLinks((l) => [...l, link]);
      setPhotoIds((ids) => [...ids, link.Id]);
    } catch (error) {
      setFailure(error instanceof ClientError ? error.message : M.uploadFailed);
    }
  };
  const submit = () =>
    save.mutate(
      { ver: start.ver, Damage: damage, Accessories: linesOf(accessories), Photos: photoIds },
      { onSuccess: () => toast.success(M.conditionSaved), onError: (error) => notifyError(error) },
    );

  return (
    <section className="kk-inspection__section" aria-labelledby={`vehicle-${docId}`}>
      <Heading level={4} id={`vehicle-${docId}`}>
        Vehicle at check-in
      </Heading>
      {start.UpAt ? (
        <Text fontSize="small" variation="secondary">
          {`Recorded ${formatDateTime(start.UpAt)}${start.UpByName ? ` by ${start.UpByName}` : ''}`}
        </Text>
      ) : null}
      {failure ? (
        <Alert variation="error" role="alert" isDismissible onDismiss={() => setFailure(undefined)}>
          {failure}
        </Alert>
      ) : null}
      {picsOn && (photoIds.length > 0 || canEdit) ? (
        <PhotoStrip
          subject="the vehicle"
          ids={photoIds}
          photoUrl={url}
          canAdd={canEdit && photoIds.length < MAX_CONDITION_PHOTOS}
          onPhoto={addPhoto}
        />
      ) : null}
      <ul className="kk-inspection__list" aria-label="Damage marks">
        {damage.length === 0 ? <li>No damage marked.</li> : null}
        {damage.map((d, i) => (
          <li key={`${d.Area}-${i}`}>
            {`${d.Area}${d.Note ? `: ${d.Note}` : ''} `}
            {canEdit ? (
              <Button
                size="small"
                variation="link"
                onClick={() => setDamage((all) => all.filter((_, j) => j !== i))}
                aria-label={`Remove damage mark ${d.Area}`}
              >
                Remove
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {canEdit ? (
        <Flex gap="small" alignItems="flex-end" wrap="wrap">
          <SelectField
            label="Body area"
            size="small"
            value={area}
            onChange={(e) => setArea(e.target.value as DamageMark['Area'])}
          >
            {BODY_AREAS.map((a) => (
              <option key={a} value={a}>
                {a}
              </option>
            ))}
          </SelectField>
          <TextField
            label="Damage"
            size="small"
            maxLength={200}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
          <Button
            size="small"
            onClick={() => {
              setDamage((all) => [...all, { Area: area, ...(note.trim() ? { Note: note.trim() } : {}) }]);
              setNote('');
            }}
          >
            Mark damage
          </Button>
        </Flex>
      ) : null}
      {canEdit ? (
        <TextAreaField
          label="Accessories in the vehicle, one per line"
          rows={3}
          placeholder={'Jack\nSpare wheel\nMusic system'}
          value={accessories}
          onChange={(e) => setAccessories(e.target.value)}
        />
      ) : (
        <Text fontSize="small">{`Accessories: ${start.Accessories.join(', ') || 'none listed'}`}</Text>
      )}
      {canEdit ? (
        <Button size="small" alignSelf="flex-start" isDisabled={!dirty} isLoading={save.isPending} onClick={submit}>
          Save vehicle condition
        </Button>
      ) : null}
    </section>
  );
}
