/**
 * Intra-state or inter-state supply (IGST Act ss. 7 and 8): a supply is
 * intra-state when the supplier's location and the place of supply are in the
 * same state or union territory, and inter-state otherwise. Intra-state supplies
 * bear CGST + SGST (CGST + UTGST in a union territory without a legislature);
 * inter-state supplies bear IGST. A supply to an SEZ unit or developer is
 * inter-state even within the state (s. 7(5)(b)).
 */
export type SupplyKind = 'intra' | 'inter';

export type SupplyParties = {
  /** GST state code of the supplying branch (its GSTIN's first two digits). */
  supplierStateCode: string;
  /**
   * GST state code of the place of supply: the recipient's registered state, or
   * its address state. Unknown (an unregistered customer with no address on
   * record) means the supplier's location (IGST Act s. 12(2)(b)).
   */
  recipientStateCode?: string | undefined;
  /** The recipient is an SEZ unit or developer. */
  sez?: boolean;
};

export function supplyKind({ supplierStateCode, recipientStateCode, sez = false }: SupplyParties): SupplyKind {
  if (sez) return 'inter';
  const placeOfSupply =
    recipientStateCode === undefined || recipientStateCode === '' ? supplierStateCode : recipientStateCode;
  return placeOfSupply === supplierStateCode ? 'intra' : 'inter';
}

/** Union territories without a legislature (CGST Act s. 2(114)), where the state's half is UTGST; Delhi, Puducherry and Jammu and Kashmir levy SGST. */
const UTGST_CODES: ReadonlySet<string> = new Set(['04', '25', '26', '31', '35', '38', '97']);

/** The name of the state's half of an intra-state tax in a state or UT. */
export const localTaxHead = (stateCode: string): 'SGST' | 'UTGST' => (UTGST_CODES.has(stateCode) ? 'UTGST' : 'SGST');
