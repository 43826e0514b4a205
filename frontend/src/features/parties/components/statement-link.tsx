import { Button } from '@aws-amplify/ui-react';
import { isPermitted, type AccessContext } from '@shared/access/access-model';
import { resource } from '@shared/access/permission';
import { Link } from 'react-router';

/** Reports 205 'Customer statement' and 206 'Vendor statement', as their calls (shared/api/routes/books-parties.ts). */
const STATEMENT = { customer: resource('Reports', '205', 'R'), vendor: resource('Reports', '206', 'R') };

/**
 * "Statement" on a customer's or vendor's screen: opens their statement of
 * account (docs/books.md §6.10; reports/customerstatement, reports/vendorstatement)
 * for whoever may read it (reports 205, 206).
 */
export function StatementLink({ ctx, kind, id }: { ctx: AccessContext; kind: 'customer' | 'vendor'; id: string }) {
  if (!isPermitted(STATEMENT[kind], ctx)) return null;
  const query = kind === 'customer' ? new URLSearchParams({ Party: `C#${id}` }) : new URLSearchParams({ VendId: id });
  return (
    <Button as={Link} to={`/reports/${kind}statement?${query.toString()}`} size="small">
      Statement
    </Button>
  );
}
