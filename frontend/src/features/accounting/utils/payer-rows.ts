/**
 * Whether a dashboard row is the payer's invoice. The list is asked for the
 * payer's (Cust / InsId), and a row that names its payer is matched by id; a
 * row without one (a server that does not send it) is matched by the
 * recipient's name, so another payer's invoice is never offered. The server
 * refuses an invoice of someone else anyway.
 */
export function isPayersRow(
  row: { Cust?: string | undefined; InsId?: string | undefined; Name?: string | undefined },
  payer: { Cust?: string | undefined; InsId?: string | undefined; Name?: string | undefined },
): boolean {
  if (payer.Cust)
    return row.Cust !== undefined ? row.Cust === payer.Cust : row.InsId === undefined && row.Name === payer.Name;
  if (payer.InsId)
    return row.InsId !== undefined ? row.InsId === payer.InsId : row.Cust === undefined && row.Name === payer.Name;
  return false;
}
