import { DEFAULT_INTER_STATE_TAX_CODE, DEFAULT_INTRA_STATE_TAX_CODE, SERVICE_SAC } from '@shared/documents/constants';
import { describe, expect, it } from 'vitest';
import { DEMO_PARTS_BRANCH, DEMO_WORKSHOP } from './demo-organisation';

describe('demo branches', () => {
  it('carry the default tax codes and the services SAC, as a set-up workshop would', () => {
    for (const branch of [DEMO_WORKSHOP, DEMO_PARTS_BRANCH]) {
      expect(branch.Settings.Common?.Tax).toMatchObject({
        IntraTC: DEFAULT_INTRA_STATE_TAX_CODE,
        InterTC: DEFAULT_INTER_STATE_TAX_CODE,
        SAC: SERVICE_SAC,
      });
    }
  });
});
