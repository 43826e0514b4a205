/**
 * Default categories of work and parts for a workshop (GET Common/Categories,
 * spec service-documents §7). Used to group complaints, operations and parts.
 */
export type Category = { readonly _id: string; readonly Name: string; readonly Pos: number };

const names = [
  'General Service',
  'Engine',
  'Transmission and Clutch',
  'Brakes',
  'Suspension and Steering',
  'Electrical',
  'Air Conditioning',
  'Body and Paint',
  'Tyres and Wheels',
  'Lubricants and Fluids',
  'Accessories',
  'Diagnostics',
] as const;

export const CATEGORIES: readonly Category[] = names.map((Name, index) => ({
  _id: Name.toUpperCase()
    .replace(/[^A-Z]+/g, '_')
    .replace(/^_|_$/g, ''),
  Name,
  Pos: index + 1,
}));
