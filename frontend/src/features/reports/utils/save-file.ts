/** The month before `today` (YYYY-MM-DD) as YYYY-MM: the return a business files next. */
export function previousMonth(today: string): string {
  const [year = 2000, month = 1] = today.split('-').map(Number);
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}
