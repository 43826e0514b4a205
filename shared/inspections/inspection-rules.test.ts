import { describe, expect, it } from 'vitest';
import { checklistCreateBody } from './checklist-schemas';
import { InspectionMessages as M } from './inspection-messages';
import { applyMarks, needsWork, pointsOf, recommendedText, resultCounts } from './inspection-rules';

const points = pointsOf([
  { Name: 'Brakes', Points: ['Pads front', 'Fluid'] },
  { Name: 'Tyres', Points: ['Pressure'] },
]);

describe('inspection rules', () => {
  it('copies a checklist into points numbered by section and point', () => {
    expect(points).toEqual([
      { Id: '1.1', Section: 'Brakes', Name: 'Pads front' },
      { Id: '1.2', Section: 'Brakes', Name: 'Fluid' },
      { Id: '2.1', Section: 'Tyres', Name: 'Pressure' },
    ]);
  });

  it('changes only the points and fields a save sends; null clears a result, an empty note removes it', () => {
    const first = applyMarks(points, [{ Id: '1.1', Res: 'Fail', Note: 'Worn', Photos: ['P1'] }], new Set(['P1']));
    expect(first.problems).toEqual([]);
    const second = applyMarks(first.points, [{ Id: '1.1', Res: null, Note: '' }], new Set());
    expect(second.points[0]).toEqual({ Id: '1.1', Section: 'Brakes', Name: 'Pads front', Photos: ['P1'] });
    expect(second.points[1]).toEqual(points[1]);
  });

  it('refuses an unknown point and a photo not uploaded to the document', () => {
    const { problems } = applyMarks(
      points,
      [
        { Id: '9.9', Res: 'Pass' },
        { Id: '1.1', Photos: ['X'] },
      ],
      new Set(),
    );
    expect(problems).toEqual([
      { path: 'Points.0.Id', message: M.unknownPoint('9.9') },
      { path: 'Points.1.Photos', message: M.unknownPhoto },
    ]);
  });

  it('recommends only Attention and Fail, described by section, point and note', () => {
    expect([needsWork('Pass'), needsWork('Attention'), needsWork('Fail'), needsWork(undefined)]).toEqual([
      false,
      true,
      true,
      false,
    ]);
    expect(recommendedText({ Section: 'Brakes', Name: 'Pads front', Note: 'Worn to 2 mm' })).toBe(
      'Brakes: Pads front — Worn to 2 mm',
    );
    expect(resultCounts([{ ...points[0]!, Res: 'Fail' }, points[1]!])).toEqual({
      Pass: 0,
      Attention: 0,
      Fail: 1,
      Unmarked: 1,
    });
  });

  it('a checklist needs a name and points, and no two sections of one name', () => {
    expect(checklistCreateBody.safeParse({ Name: 'X', Sections: [] }).success).toBe(false);
    const twice = checklistCreateBody.safeParse({
      Name: 'X',
      Sections: [
        { Name: 'Brakes', Points: ['a'] },
        { Name: 'brakes', Points: ['b'] },
      ],
    });
    expect(twice.error?.issues[0]?.message).toBe(M.duplicateSection('brakes'));
  });
});

describe('inspection on the job card', () => {
  it('prints each inspection by section with result and note, and the line a point became', async () => {
    const { inspectionPrintSections } = await import('./inspection-print');
    const [section] = inspectionPrintSections([
      {
        _id: 'I1',
        DocId: 'D',
        DocType: 'RepairOrder',
        ChecklistId: 'C',
        Name: '20-point check',
        Sts: 'Done',
        Points: [
          { ...points[0]!, Res: 'Fail', Note: 'Worn', LineId: 'WO3' },
          points[1]!,
          { ...points[2]!, Res: 'Pass' },
        ],
        ver: 3,
        CrAt: '2026-11-29T04:00:00Z',
      },
    ]);
    expect(section?.title).toBe('Inspection: 20-point check (finished; 1 pass, 0 attention, 1 fail)');
    expect(section?.rows).toEqual([
      { kind: 'group', title: 'Brakes' },
      { kind: 'line', cells: { point: 'Pads front', result: 'Fail', note: 'Worn → WO3' } },
      { kind: 'line', cells: { point: 'Fluid', result: '—', note: '' } },
      { kind: 'group', title: 'Tyres' },
      { kind: 'line', cells: { point: 'Pressure', result: 'Pass', note: '' } },
    ]);
  });
});
