import type { ChecklistSection } from './checklist-schemas';
import type { InspectionPoint, InspectionResult, SaveInspectionBody } from './inspection-schemas';
import { InspectionMessages as M } from './inspection-messages';

/** The points of an inspection, copied from its checklist: ids `<section>.<point>`, counted from 1. */
export const pointsOf = (sections: readonly ChecklistSection[]): InspectionPoint[] =>
  sections.flatMap((s, i) => s.Points.map((name, j) => ({ Id: `${i + 1}.${j + 1}`, Section: s.Name, Name: name })));

/** Points that may become recommended lines. */
export const needsWork = (res: InspectionResult | undefined): boolean => res === 'Attention' || res === 'Fail';

export type MarkProblem = { path: string; message: string };

/**
 * The points after a save: only the points named change, only in what they send
 * (a null result clears it, an empty note removes it). Refuses unknown points and
 * photos not uploaded to this document.
 */
export function applyMarks(
  points: readonly InspectionPoint[],
  marks: SaveInspectionBody['Points'],
  knownPhotos: ReadonlySet<string>,
): { points: InspectionPoint[]; problems: MarkProblem[] } {
  const byId = new Map(points.map((p) => [p.Id, { ...p }]));
  const problems: MarkProblem[] = [];
  marks.forEach((mark, i) => {
    const point = byId.get(mark.Id);
    if (!point) {
      problems.push({ path: `Points.${i}.Id`, message: M.unknownPoint(mark.Id) });
      return;
    }
    if (mark.Res === null) delete point.Res;
    else if (mark.Res !== undefined) point.Res = mark.Res;
    if (mark.Note !== undefined) {
      if (mark.Note === '') delete point.Note;
      else point.Note = mark.Note;
    }
    if (mark.Photos !== undefined) {
      if (mark.Photos.some((id) => !knownPhotos.has(id)))
        problems.push({ path: `Points.${i}.Photos`, message: M.unknownPhoto });
      if (mark.Photos.length === 0) delete point.Photos;
      else point.Photos = [...new Set(mark.Photos)];
    }
  });
  return { points: points.map((p) => byId.get(p.Id) as InspectionPoint), problems };
}

/** A recommended line's description: the section, the point and the note (`Brakes: pads front — worn to 2 mm`). */
export const recommendedText = (p: Pick<InspectionPoint, 'Section' | 'Name' | 'Note'>): string =>
  `${p.Section}: ${p.Name}${p.Note ? ` — ${p.Note}` : ''}`.slice(0, 2000);

/** Counts by result, for the summary line and the print. */
export function resultCounts(points: readonly InspectionPoint[]): Record<InspectionResult | 'Unmarked', number> {
  const counts = { Pass: 0, Attention: 0, Fail: 0, Unmarked: 0 };
  for (const p of points) counts[p.Res ?? 'Unmarked'] += 1;
  return counts;
}
