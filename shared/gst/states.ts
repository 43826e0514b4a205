/**
 * Indian states and union territories with their GST state codes (the first two
 * digits of a GSTIN), the one table for GSTIN checks, address pickers and place
 * of supply. Names and codes follow the GST portal's state list (see
 * docs/gst-rules.md); a handful of main cities each feed the city pickers
 * (spec service-documents §7 'Insurance and geography'). Seeded under SYS#.
 */

export type StateKind = 'State' | 'UT' | 'Other';

export type GstState = {
  readonly StCode: string;
  readonly Name: string;
  readonly Kind: StateKind;
  /** Codes kept only because old GSTINs and documents carry them; not for new addresses. */
  readonly Legacy?: true;
  /** A code GSTINs carry (Centre Jurisdiction) that is no place an address can be in. */
  readonly GstinOnly?: true;
  readonly Cities: readonly string[];
};

const state = (StCode: string, Name: string, Cities: string[], Kind: StateKind = 'State'): GstState => ({
  StCode,
  Name,
  Kind,
  Cities,
});

export const GST_STATES: readonly GstState[] = [
  state('01', 'Jammu and Kashmir', ['Srinagar', 'Jammu', 'Anantnag', 'Baramulla', 'Kathua'], 'UT'),
  state('02', 'Himachal Pradesh', ['Shimla', 'Dharamshala', 'Mandi', 'Solan', 'Kullu']),
  state('03', 'Punjab', ['Ludhiana', 'Amritsar', 'Jalandhar', 'Patiala', 'Bathinda', 'Mohali']),
  state('04', 'Chandigarh', ['Chandigarh'], 'UT'),
  state('05', 'Uttarakhand', ['Dehradun', 'Haridwar', 'Haldwani', 'Roorkee', 'Rudrapur']),
  state('06', 'Haryana', ['Gurugram', 'Faridabad', 'Panipat', 'Ambala', 'Hisar', 'Rohtak', 'Karnal']),
  state('07', 'Delhi', ['New Delhi', 'Delhi'], 'UT'),
  state('08', 'Rajasthan', ['Jaipur', 'Jodhpur', 'Udaipur', 'Kota', 'Ajmer', 'Bikaner']),
  state('09', 'Uttar Pradesh', ['Lucknow', 'Kanpur', 'Noida', 'Ghaziabad', 'Agra', 'Varanasi', 'Prayagraj', 'Meerut']),
  state('10', 'Bihar', ['Patna', 'Gaya', 'Bhagalpur', 'Muzaffarpur', 'Darbhanga']),
  state('11', 'Sikkim', ['Gangtok', 'Namchi', 'Gyalshing', 'Mangan']),
  state('12', 'Arunachal Pradesh', ['Itanagar', 'Naharlagun', 'Pasighat', 'Tawang']),
  state('13', 'Nagaland', ['Kohima', 'Dimapur', 'Mokokchung', 'Tuensang']),
  state('14', 'Manipur', ['Imphal', 'Thoubal', 'Bishnupur', 'Churachandpur']),
  state('15', 'Mizoram', ['Aizawl', 'Lunglei', 'Champhai', 'Kolasib']),
  state('16', 'Tripura', ['Agartala', 'Udaipur', 'Dharmanagar', 'Kailashahar']),
  state('17', 'Meghalaya', ['Shillong', 'Tura', 'Jowai', 'Nongpoh']),
  state('18', 'Assam', ['Guwahati', 'Dibrugarh', 'Silchar', 'Jorhat', 'Tezpur', 'Nagaon']),
  state('19', 'West Bengal', ['Kolkata', 'Howrah', 'Durgapur', 'Asansol', 'Siliguri', 'Kharagpur']),
  state('20', 'Jharkhand', ['Ranchi', 'Jamshedpur', 'Dhanbad', 'Bokaro Steel City', 'Hazaribagh']),
  state('21', 'Odisha', ['Bhubaneswar', 'Cuttack', 'Rourkela', 'Berhampur', 'Sambalpur']),
  state('22', 'Chhattisgarh', ['Raipur', 'Bhilai', 'Bilaspur', 'Korba', 'Durg']),
  state('23', 'Madhya Pradesh', ['Bhopal', 'Indore', 'Jabalpur', 'Gwalior', 'Ujjain', 'Sagar']),
  state('24', 'Gujarat', ['Ahmedabad', 'Surat', 'Vadodara', 'Rajkot', 'Bhavnagar', 'Jamnagar', 'Gandhinagar']),
  // Merged into 26 on 26 January 2020; registrations made before carry 25.
  { StCode: '25', Name: 'Daman and Diu', Kind: 'UT', Legacy: true, Cities: ['Daman', 'Diu'] },
  state('26', 'Dadra and Nagar Haveli and Daman and Diu', ['Silvassa', 'Daman', 'Diu'], 'UT'),
  state('27', 'Maharashtra', ['Mumbai', 'Pune', 'Nagpur', 'Nashik', 'Thane', 'Aurangabad', 'Kolhapur', 'Navi Mumbai']),
  // Andhra Pradesh before its division (2014); Andhra Pradesh today is 37.
  {
    StCode: '28',
    Name: 'Andhra Pradesh (Old)',
    Kind: 'State',
    Legacy: true,
    Cities: ['Hyderabad', 'Visakhapatnam', 'Vijayawada'],
  },
  state('29', 'Karnataka', ['Bengaluru', 'Mysuru', 'Mangaluru', 'Hubballi', 'Belagavi', 'Kalaburagi', 'Davanagere']),
  state('30', 'Goa', ['Panaji', 'Margao', 'Vasco da Gama', 'Mapusa', 'Ponda']),
  state('31', 'Lakshadweep', ['Kavaratti', 'Agatti', 'Minicoy'], 'UT'),
  state('32', 'Kerala', ['Thiruvananthapuram', 'Kochi', 'Kozhikode', 'Thrissur', 'Kollam', 'Kannur']),
  state('33', 'Tamil Nadu', [
    'Chennai',
    'Coimbatore',
    'Madurai',
    'Tiruchirappalli',
    'Salem',
    'Tiruppur',
    'Hosur',
    'Vellore',
  ]),
  state('34', 'Puducherry', ['Puducherry', 'Karaikal', 'Mahe', 'Yanam'], 'UT'),
  state('35', 'Andaman and Nicobar Islands', ['Port Blair', 'Car Nicobar', 'Mayabunder'], 'UT'),
  state('36', 'Telangana', ['Hyderabad', 'Warangal', 'Nizamabad', 'Karimnagar', 'Khammam', 'Secunderabad']),
  state('37', 'Andhra Pradesh', [
    'Visakhapatnam',
    'Vijayawada',
    'Guntur',
    'Nellore',
    'Tirupati',
    'Kurnool',
    'Amaravati',
  ]),
  state('38', 'Ladakh', ['Leh', 'Kargil'], 'UT'),
  state('97', 'Other Territory', ['Other Territory'], 'Other'),
  // Registrations under the Centre's jurisdiction (OIDAR providers and the like): a GSTIN prefix, never an address.
  { StCode: '99', Name: 'Centre Jurisdiction', Kind: 'Other', GstinOnly: true, Cities: [] },
];

/** Case, spacing, punctuation and '&' do not matter when a state is named. */
const simplify = (name: string): string =>
  name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]/g, '');

/** A state by GST code ('29', '7') or by name ('Karnataka', 'jammu & kashmir'); the shipped table unless another copy is given. */
export function findState(codeOrName: string, states: readonly GstState[] = GST_STATES): GstState | undefined {
  const wanted = codeOrName.trim();
  if (/^\d{1,2}$/.test(wanted)) return states.find((s) => s.StCode === wanted.padStart(2, '0'));
  const key = simplify(wanted);
  if (key === '') return undefined;
  return states.find((s) => simplify(s.Name) === key && !s.Legacy) ?? states.find((s) => simplify(s.Name) === key);
}

export const isGstStateCode = (code: string, states: readonly GstState[] = GST_STATES): boolean =>
  states.some((s) => s.StCode === code);

/** True for a state a new address may be in: not a legacy code, not a GSTIN-only code. */
export const isAddressState = (s: GstState): boolean => !s.Legacy && !s.GstinOnly;

/** States offered for new addresses. */
export const currentStates = (states: readonly GstState[] = GST_STATES): GstState[] => states.filter(isAddressState);

/** 'Karnataka (29)': how forms and invoices name a state (the place of supply, CGST Rule 46). */
export function stateLabel(stateCode: string): string {
  const found = findState(stateCode);
  return found ? `${found.Name} (${found.StCode})` : `state code ${stateCode}`;
}

export const StateMessages = {
  unknown: (value: string): string => `Unknown state '${value}'. Choose a state from the list.`,
  legacy: (name: string): string => `${name} is an old GST state code and cannot be used for a new address.`,
  nameMismatch: (name: string, code: string, expected: string): string =>
    `State '${name}' does not match state code ${code} (${expected}).`,
} as const;
