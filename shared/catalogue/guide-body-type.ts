import type { BodyType } from './schemas';
import type { Product } from '../parties/product-schemas';

/**
 * The labour time guide a vehicle's operations are priced from, by the vehicle's
 * body. Guides exist for hatchbacks, sedans and SUVs (docs/catalogue.md §1:
 * MUVs such as the Innova use SUV times); a vehicle of another kind has no
 * guide, and its labour is typed (free-form) until the catalogue has one
 * (docs/service-screens.md). The document screen and the demo seed both price
 * from this one table.
 */
const GUIDE_OF_BODY: Partial<Record<NonNullable<Product['Body']>, BodyType>> = {
  Hatchback: 'HATCHBACK',
  Sedan: 'SEDAN',
  Coupe: 'SEDAN',
  Convertible: 'SEDAN',
  SUV: 'SUV',
  MUV: 'SUV',
  Pickup: 'SUV',
  Van: 'SUV',
};

export const guideBodyType = (body: Product['Body']): BodyType | undefined => (body ? GUIDE_OF_BODY[body] : undefined);
