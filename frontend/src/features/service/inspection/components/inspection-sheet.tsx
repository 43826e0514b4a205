import { Alert, Button, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { InspectionMessages as M } from '@shared/inspections/inspection-messages';
import { resultCounts } from '@shared/inspections/inspection-rules';
import type { InspectionAnswer, PhotoLink, SaveInspectionBody } from '@shared/inspections/inspection-schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { notifyError, toast } from '../../../../components/toast/toast-store';
import { hasUnsavedChanges } from '../../../../components/unsaved-changes/unsaved-changes-store';
import { ClientError } from '../../../../lib/api-error';
import { formatDateTime } from '../../../../lib/format';
import { serviceDocumentKey } from '../../../../lib/query-keys';
import { uploadPhoto, useRecommendLine, useSaveInspection } from '../api/inspection-calls';
import { PointRow, type PointMark } from './point-row';

type Props = {
  docId: string;
  kind: 'estimate' | 'repairOrder';
  docVer: number;
  inspection: InspectionAnswer;
  photos: readonly PhotoLink[];
  picsOn: boolean;
  canEdit: boolean;
};

const marksOf = (i: InspectionAnswer): Record<string, PointMark> =>
  Object.fromEntries(
    i.Points.map((p) => [
      p.Id,
      {
        ...(p.Res ? { Res: p.Res } : {}),
        ...(p.Note ? { Note: p.Note } : {}),
        ...(p.Photos ? { Photos: p.Photos } : {}),
      },
    ]),
  );
const same = (a: PointMark | undefined, b: PointMark | undefined) =>
  (a?.Res ?? null) === (b?.Res ?? null) &&
  (a?.Note ?? '') === (b?.Note ?? '') &&
  JSON.stringify(a?.Photos ?? []) === JSON.stringify(b?.Photos ?? []);

export const summaryOf = (i: Pick<InspectionAnswer, 'Points'>): string => {
  const c = resultCounts(i.Points);
  return `${c.Pass} pass · ${c.Attention} attention · ${c.Fail} fail${c.Unmarked ? ` · ${c.Unmarked} to check` : ''}`;
};

/**
 * One inspection's points by section. Marks are kept on screen until Save, which
 * sends only the points changed, at the inspection's `ver`; Finish saves and closes
 * it. A photo is uploaded at once (it is the document's from then on) and joins its
 * point with the next save.
 */
export function InspectionSheet({ docId, kind, docVer, inspection, photos, picsOn, canEdit }: Props) {
  const queryClient = useQueryClient();
  const saved = useMemo(() => marksOf(inspection), [inspection]);
  const [marks, setMarks] = useState(saved);
  const [links, setLinks] = useState<PhotoLink[]>([]);
  const [failure, setFailure] = useState<string | undefined>();
  const save = useSaveInspection(docId);
  const recommend = useRecommendLine(docId);
  const open = inspection.Sts === 'Open' && canEdit;
  const changed = inspection.Points.filter((p) => !same(marks[p.Id], saved[p.Id]));
  const url = (id: string) => [...photos, ...links].find((l) => l.Id === id)?.Url;
  const sections = [...new Set(inspection.Points.map((p) => p.Section))];
  const lineNoun = kind === 'estimate' ? 'estimate' : 'order';

  const bodyOf = (done: boolean): SaveInspectionBody => ({
    ver: inspection.ver,
    Points: changed.map((p) => {
      const m = marks[p.Id] ?? {};
      return { Id: p.Id, Res: m.Res ?? null, Note: m.Note ?? '', Photos: m.Photos ?? [] };
    }),
    ...(done ? { Done: true } : {}),
  });
  const submit = async (done: boolean): Promise<InspectionAnswer | undefined> => {
    try {
      const answer = await save.mutateAsync({ id: inspection._id, body: bodyOf(done) });
      toast.success(M.inspectionSaved);
      // A finish may move the order's status; the document shows it.
      if (done) void queryClient.invalidateQueries({ queryKey: serviceDocumentKey(kind, docId) });
      return answer;
    } catch (error) {
      notifyError(error);
      return undefined;
    }
  };
  const addLine = async (pointId: string) => {
    if (hasUnsavedChanges()) {
      toast.warning(`Save or discard your changes to the ${lineNoun} first.`);
      return;
    }
    const current = changed.length > 0 ? await submit(false) : inspection;
    if (!current) return;
    try {
      await recommend.mutateAsync({ id: inspection._id, Point: pointId, ver: current.ver, DocVer: docVer });
      toast.success(M.recommended);
      void queryClient.invalidateQueries({ queryKey: serviceDocumentKey(kind, docId) });
    } catch (error) {
      notifyError(error);
    }
  };
  const addPhoto = async (pointId: string, file: File, onProgress: (f: number) => void) => {
    setFailure(undefined);
    try {
      const link = await uploadPhoto(docId, file, onProgress);
      setLinks((l) => [...l, link]);
      setMarks((m) => ({ ...m, [pointId]: { ...m[pointId], Photos: [...(m[pointId]?.Photos ?? []), link.Id] } }));
    } catch (error) {
      // The server's refusal in its words ('This file is not an image.'); a failed transfer as an upload failure.
      setFailure(error instanceof ClientError ? error.message : M.uploadFailed);
    }
  };

  return (
    <Flex direction="column" gap="small" className="kk-inspection__sheet">
      <Text fontSize="small" variation="secondary">
        {`${inspection.Sts === 'Done' ? 'Finished' : 'Open'} · ${summaryOf({ Points: inspection.Points.map((p) => ({ ...p, ...marks[p.Id] })) })} · started ${formatDateTime(inspection.CrAt)}${inspection.CrByName ? ` by ${inspection.CrByName}` : ''}`}
      </Text>
      {failure ? (
        <Alert variation="error" role="alert" isDismissible onDismiss={() => setFailure(undefined)}>
          {failure}
        </Alert>
      ) : null}
      {sections.map((section) => (
        <section key={section} className="kk-inspection__section" aria-label={section}>
          <Heading level={4}>{section}</Heading>
          {inspection.Points.filter((p) => p.Section === section).map((p) => (
            <PointRow
              key={p.Id}
              point={p}
              mark={marks[p.Id] ?? {}}
              photoUrl={url}
              canEdit={open}
              picsOn={picsOn}
              onMark={(m) => setMarks((all) => ({ ...all, [p.Id]: m }))}
              onPhoto={(file, onProgress) => addPhoto(p.Id, file, onProgress)}
              onRecommend={canEdit ? () => void addLine(p.Id) : undefined}
              recommending={recommend.isPending && recommend.variables?.Point === p.Id}
              lineNoun={lineNoun}
            />
          ))}
        </section>
      ))}
      {open ? (
        <Flex gap="small" wrap="wrap" className="kk-inspection__actions">
          <Button
            variation="primary"
            isDisabled={changed.length === 0}
            isLoading={save.isPending}
            onClick={() => void submit(false)}
          >
            Save inspection
          </Button>
          <Button isDisabled={save.isPending} onClick={() => void submit(true)}>
            Finish inspection
          </Button>
          {changed.length > 0 ? (
            <Text fontSize="small" variation="secondary" alignSelf="center">{`${changed.length} unsaved`}</Text>
          ) : null}
        </Flex>
      ) : null}
    </Flex>
  );
}
