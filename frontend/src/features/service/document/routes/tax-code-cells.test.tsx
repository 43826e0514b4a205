import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ESTIMATE_ID, estimateAnswer, ok, renderDocument, fakeDocumentServer } from '../testing/document-test-kit';

const SLOW = { timeout: 5000 };
const fake = fakeDocumentServer();

/** A brake disc on tax code 107: GST 28 % (auto parts) until 21 Sep 2025, 18 % from 22 Sep 2025. */
const estimateOn = (CrDate: string) =>
  estimateAnswer({
    CrDate,
    Parts: [
      {
        _id: 'EP1',
        Desc: 'Brake disc',
        MPN: 'BD-1',
        PCode: 'BD-1',
        Qty: 1,
        UnPr: 2000,
        PBy: 'Cus',
        Sts: 'New',
        TCode: 107,
        HSN: '87083000',
      },
    ],
  });

describe("an estimate's tax code cells", () => {
  it('show the version in force on the estimate date', async () => {
    fake.server = ({ path }) =>
      path === `Service/Estimates/${ESTIMATE_ID}` ? ok(estimateOn('2026-11-24')) : undefined;
    renderDocument(`/Service/Estimate/${ESTIMATE_ID}`);
    expect((await screen.findByRole('status', { name: 'Tax code, part 1' }, SLOW)).textContent).toBe(
      '107 · GST 18% (auto parts, was 28%)',
    );
    expect(screen.getByRole('status', { name: 'Tax code, labour 1' }).textContent).toBe('106 · GST 18%');
  });

  it('an estimate dated before 22 Sep 2025 shows the 28 % version', async () => {
    fake.server = ({ path }) =>
      path === `Service/Estimates/${ESTIMATE_ID}` ? ok(estimateOn('2025-09-10')) : undefined;
    renderDocument(`/Service/Estimate/${ESTIMATE_ID}`);
    expect((await screen.findByRole('status', { name: 'Tax code, part 1' }, SLOW)).textContent).toBe(
      '107 · GST 28% (auto parts)',
    );
  });
});
