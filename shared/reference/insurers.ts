/**
 * General insurers registered with IRDAI that write motor policies, for the
 * insurance tie-ups of a workshop (spec service-documents §7 'Insurance and
 * geography': GET System/Insurance). Ids are stable short codes; names as the
 * companies trade today, with former names where the rebrand is recent.
 */
export type Insurer = { readonly _id: string; readonly Name: string; readonly Sector: 'Public' | 'Private' };

const pub = (_id: string, Name: string): Insurer => ({ _id, Name, Sector: 'Public' });
const pvt = (_id: string, Name: string): Insurer => ({ _id, Name, Sector: 'Private' });

export const INSURERS: readonly Insurer[] = [
  pub('NIA', 'The New India Assurance Co. Ltd.'),
  pub('UIIC', 'United India Insurance Co. Ltd.'),
  pub('OIC', 'The Oriental Insurance Co. Ltd.'),
  pub('NIC', 'National Insurance Co. Ltd.'),
  pvt('ICICIL', 'ICICI Lombard General Insurance Co. Ltd.'),
  pvt('BAJAJ', 'Bajaj General Insurance Ltd. (formerly Bajaj Allianz)'),
  pvt('HDFCERGO', 'HDFC ERGO General Insurance Co. Ltd.'),
  pvt('TATAAIG', 'Tata AIG General Insurance Co. Ltd.'),
  pvt('RELGEN', 'Reliance General Insurance Co. Ltd.'),
  pvt('SBIG', 'SBI General Insurance Co. Ltd.'),
  pvt('IFFCOT', 'IFFCO Tokio General Insurance Co. Ltd.'),
  pvt('CHOLAMS', 'Cholamandalam MS General Insurance Co. Ltd.'),
  pvt('FGII', 'Generali Central Insurance Co. Ltd. (formerly Future Generali India)'),
  pvt('USGI', 'Universal Sompo General Insurance Co. Ltd.'),
  pvt('ROYALS', 'Royal Sundaram General Insurance Co. Ltd.'),
  pvt('SHRIRAM', 'Shriram General Insurance Co. Ltd.'),
  pvt('LIBERTY', 'Liberty General Insurance Ltd.'),
  pvt('MAGMA', 'Magma General Insurance Ltd. (formerly Magma HDI)'),
  pvt('KOTAK', 'Zurich Kotak General Insurance Co. (India) Ltd.'),
  pvt('DIGIT', 'Go Digit General Insurance Ltd.'),
  pvt('ACKO', 'Acko General Insurance Ltd.'),
  pvt('NAVI', 'Navi General Insurance Ltd.'),
  pvt('ZUNO', 'Zuno General Insurance Ltd. (formerly Edelweiss General)'),
  pvt('RAHEJA', 'Raheja QBE General Insurance Co. Ltd.'),
  pvt('KSHEMA', 'Kshema General Insurance Ltd.'),
];

export const findInsurer = (insurers: readonly Insurer[], id: string): Insurer | undefined =>
  insurers.find((i) => i._id === id);
