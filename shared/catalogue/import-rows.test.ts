import { describe, expect, it } from 'vitest';
import {
  checkImportRows,
  modelImportRow,
  operationImportRow,
  partImportRow,
  serviceCategoryImportRow,
} from './import-rows';

/** Import rows arrive as CSV text keyed by the header; the same schemas serve the preview and the server. */
describe('catalogue import rows', () => {
  it('turns an operation row into a create body, numbers coerced, a blank tax code absent', () => {
    const parsed = operationImportRow.parse({
      OpCode: 'BR-101',
      Desc: 'Brake bleeding',
      Cat: 'BRAKES',
      TCode: '',
      HATCHBACK: '0.5',
      SEDAN: '0.75',
      SUV: '1',
    });
    expect(parsed).toEqual({
      OpCode: 'BR-101',
      Desc: 'Brake bleeding',
      Cat: 'BRAKES',
      TCode: undefined,
      Hrs: { HATCHBACK: 0.5, SEDAN: 0.75, SUV: 1 },
    });
  });

  it('turns a part row into one application and upper-cases the unit', () => {
    const parsed = partImportRow.parse({
      PCode: 'X-1',
      Desc: 'Mud flap set',
      Cat: 'ACCESSORIES',
      Make: 'Tata',
      HSN: '87082900',
      UoM: 'set',
      UnPr: '450.5',
      AppMake: 'Tata',
      AppModel: 'Nexon',
      AppVariant: '',
      FromYr: '2020',
      ToYr: '2024',
    });
    expect(parsed).toMatchObject({
      UoM: 'SET',
      UnPr: 450.5,
      Apps: [{ Make: 'Tata', Model: 'Nexon', FromYr: 2020, ToYr: 2024 }],
    });
    expect(parsed.Apps[0]).not.toHaveProperty('Variant');
  });

  it('lists every bad cell with its data row, and passes good rows through', () => {
    const result = checkImportRows(serviceCategoryImportRow, [
      { Name: 'Detailing' },
      { Name: 'x', Pos: 'first' },
      { Name: 'Glass', Extra: 1 },
    ]);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((e) => [e.row, e.field])).toEqual([
      [2, 'Name'],
      [2, 'Pos'],
      [3, '-'],
    ]);
    expect(checkImportRows(modelImportRow, [{ Make: 'Kia', Name: 'Sonet', BodyType: 'suv' }])).toEqual({
      ok: true,
      rows: [{ Make: 'Kia', Name: 'Sonet', BodyType: 'SUV' }],
    });
  });
});
