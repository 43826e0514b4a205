/**
 * GST state codes (the first two digits of a GSTIN) and state names, as the GST
 * portal lists them. 25 and 28 are kept for registrations made before the
 * Daman and Diu merger (2020) and the Andhra Pradesh division (2014).
 */
export const GST_STATES = [
  { StCode: '01', St: 'Jammu and Kashmir' },
  { StCode: '02', St: 'Himachal Pradesh' },
  { StCode: '03', St: 'Punjab' },
  { StCode: '04', St: 'Chandigarh' },
  { StCode: '05', St: 'Uttarakhand' },
  { StCode: '06', St: 'Haryana' },
  { StCode: '07', St: 'Delhi' },
  { StCode: '08', St: 'Rajasthan' },
  { StCode: '09', St: 'Uttar Pradesh' },
  { StCode: '10', St: 'Bihar' },
  { StCode: '11', St: 'Sikkim' },
  { StCode: '12', St: 'Arunachal Pradesh' },
  { StCode: '13', St: 'Nagaland' },
  { StCode: '14', St: 'Manipur' },
  { StCode: '15', St: 'Mizoram' },
  { StCode: '16', St: 'Tripura' },
  { StCode: '17', St: 'Meghalaya' },
  { StCode: '18', St: 'Assam' },
  { StCode: '19', St: 'West Bengal' },
  { StCode: '20', St: 'Jharkhand' },
  { StCode: '21', St: 'Odisha' },
  { StCode: '22', St: 'Chhattisgarh' },
  { StCode: '23', St: 'Madhya Pradesh' },
  { StCode: '24', St: 'Gujarat' },
  { StCode: '25', St: 'Daman and Diu' },
  { StCode: '26', St: 'Dadra and Nagar Haveli and Daman and Diu' },
  { StCode: '27', St: 'Maharashtra' },
  { StCode: '28', St: 'Andhra Pradesh (Old)' },
  { StCode: '29', St: 'Karnataka' },
  { StCode: '30', St: 'Goa' },
  { StCode: '31', St: 'Lakshadweep' },
  { StCode: '32', St: 'Kerala' },
  { StCode: '33', St: 'Tamil Nadu' },
  { StCode: '34', St: 'Puducherry' },
  { StCode: '35', St: 'Andaman and Nicobar Islands' },
  { StCode: '36', St: 'Telangana' },
  { StCode: '37', St: 'Andhra Pradesh' },
  { StCode: '38', St: 'Ladakh' },
  { StCode: '97', St: 'Other Territory' },
  { StCode: '99', St: 'Centre Jurisdiction' },
] as const;

export type GstState = (typeof GST_STATES)[number];

const simplify = (name: string): string => name.toLowerCase().replace(/&/g, 'and').replace(/[^a-z0-9]/g, '');

/** The state for a name (any case, spacing or '&') or a two-digit GST state code. */
export function findGstState(nameOrCode: string): GstState | undefined {
  const wanted = nameOrCode.trim();
  if (/^\d{1,2}$/.test(wanted)) return GST_STATES.find((s) => s.StCode === wanted.padStart(2, '0'));
  const key = simplify(wanted);
  return key === '' ? undefined : GST_STATES.find((s) => simplify(s.St) === key);
}

export const isGstStateCode = (code: string): boolean => GST_STATES.some((s) => s.StCode === code);
