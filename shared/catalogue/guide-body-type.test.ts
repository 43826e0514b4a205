import { describe, expect, it } from 'vitest';
import { BODY_TYPES } from '../parties/product-schemas';
import { guideBodyType } from './guide-body-type';

describe('the labour guide of a vehicle body', () => {
  it('prices sedan-like bodies from the sedan guide and MUVs, pickups and vans from the SUV guide', () => {
    expect(
      ['Hatchback', 'Sedan', 'Coupe', 'Convertible', 'SUV', 'MUV', 'Pickup', 'Van'].map((b) =>
        guideBodyType(b as never),
      ),
    ).toEqual(['HATCHBACK', 'SEDAN', 'SEDAN', 'SEDAN', 'SUV', 'SUV', 'SUV', 'SUV']);
  });

  it('has no guide for a body the guides do not cover, nor without a body', () => {
    expect(guideBodyType(undefined)).toBeUndefined();
    expect(BODY_TYPES.filter((b) => guideBodyType(b) === undefined).length).toBeGreaterThan(0);
  });
});
