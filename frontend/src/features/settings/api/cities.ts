/** The cities of a state: one lookup for every address form (lib/places.ts). */
export { useCities } from '../../../lib/places';
