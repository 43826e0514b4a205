/**
 * Indian states and union territories with their GST state codes (the first two
 * digits of a GSTIN) and a handful of main cities each, for the address pickers
 * (spec service-documents §7 'Insurance and geography'). Seeded under SYS#.
 */

export type StateKind = 'State' | 'UT' | 'Other';

export type IndianState = {
  readonly StCode: string;
  readonly Name: string;
  readonly Kind: StateKind;
  /** Codes kept only because old GSTINs and documents carry them; not for new addresses. */
  readonly Legacy?: true;
  readonly Cities: readonly string[];
};

const state = (StCode: string, Name: string, Cities: string[], Kind: StateKind = 'State'): IndianState => ({ StCode, Name, Kind, Cities });

export const INDIAN_STATES: readonly IndianState[] = [
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
  { StCode: '25', Name: 'Daman and Diu', Kind: 'UT', Legacy: true, Cities: ['Daman', 'Diu'] },
  state('26', 'Dadra and Nagar Haveli and Daman and Diu', ['Silvassa', 'Daman', 'Diu'], 'UT'),
  state('27', 'Maharashtra', ['Mumbai', 'Pune', 'Nagpur', 'Nashik', 'Thane', 'Aurangabad', 'Kolhapur', 'Navi Mumbai']),
  { StCode: '28', Name: 'Andhra Pradesh (before 2014)', Kind: 'State', Legacy: true, Cities: ['Hyderabad', 'Visakhapatnam', 'Vijayawada'] },
  state('29', 'Karnataka', ['Bengaluru', 'Mysuru', 'Mangaluru', 'Hubballi', 'Belagavi', 'Kalaburagi', 'Davanagere']),
  state('30', 'Goa', ['Panaji', 'Margao', 'Vasco da Gama', 'Mapusa', 'Ponda']),
  state('31', 'Lakshadweep', ['Kavaratti', 'Agatti', 'Minicoy'], 'UT'),
  state('32', 'Kerala', ['Thiruvananthapuram', 'Kochi', 'Kozhikode', 'Thrissur', 'Kollam', 'Kannur']),
  state('33', 'Tamil Nadu', ['Chennai', 'Coimbatore', 'Madurai', 'Tiruchirappalli', 'Salem', 'Tiruppur', 'Hosur', 'Vellore']),
  state('34', 'Puducherry', ['Puducherry', 'Karaikal', 'Mahe', 'Yanam'], 'UT'),
  state('35', 'Andaman and Nicobar Islands', ['Port Blair', 'Car Nicobar', 'Mayabunder'], 'UT'),
  state('36', 'Telangana', ['Hyderabad', 'Warangal', 'Nizamabad', 'Karimnagar', 'Khammam', 'Secunderabad']),
  state('37', 'Andhra Pradesh', ['Visakhapatnam', 'Vijayawada', 'Guntur', 'Nellore', 'Tirupati', 'Kurnool', 'Amaravati']),
  state('38', 'Ladakh', ['Leh', 'Kargil'], 'UT'),
  state('97', 'Other Territory', ['Other Territory'], 'Other'),
];

const normalise = (text: string): string => text.trim().toLowerCase().replace(/\s+/g, ' ').replace(/&/g, 'and');

/** A state by GST code ('29') or by name ('Karnataka', any case). */
export function findState(states: readonly IndianState[], codeOrName: string): IndianState | undefined {
  const wanted = normalise(codeOrName);
  if (/^\d{1,2}$/.test(wanted)) return states.find((s) => s.StCode === wanted.padStart(2, '0'));
  return states.find((s) => normalise(s.Name) === wanted && !s.Legacy) ?? states.find((s) => normalise(s.Name) === wanted);
}

/** States offered for new addresses (legacy codes left out). */
export const currentStates = (states: readonly IndianState[]): IndianState[] => states.filter((s) => !s.Legacy);

export const StateMessages = {
  unknown: (value: string): string => `Unknown state '${value}'. Choose a state from the list.`,
  legacy: (name: string): string => `${name} is an old GST state code and cannot be used for a new address.`,
  nameMismatch: (name: string, code: string, expected: string): string =>
    `State '${name}' does not match state code ${code} (${expected}).`,
} as const;
