import type { BodyType } from '@shared/catalogue/schemas';
import type { Product } from '@shared/parties/product-schemas';

/**
 * The labour time guide a vehicle's operations are priced from. Guides exist for
 * hatchbacks, sedans and SUVs (docs/catalogue.md §1: MUVs such as the Innova use
 * SUV times); a vehicle of another kind has no guide, and its labour is typed
 * (free-form) until the catalogue has one (docs/service-screens.md).
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
