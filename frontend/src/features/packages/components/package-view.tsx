import { Alert, Button, Flex, Loader, Text, TextField } from '@aws-amplify/ui-react';
import { isPermitted } from '@shared/access/access-model';
import { hasAccessFlag } from '@shared/access/module-access';
import { inModule, resource } from '@shared/access/permission';
import { formatMoney } from '@shared/documents/money-format';
import { mayPackage } from '@shared/fulfilment/fulfilment-statuses';
import { useState } from 'react';
import { EwayBillDialog } from '../../../components/eway-bill/eway-bill-dialog';
import { toast } from '../../../components/toast/toast-store';
import { toClientError } from '../../../lib/api-error';
import { formatDate } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useDeliverPackage, usePackage, useShipPackage } from '../../../components/fulfilment/package-calls';
import '../../../components/fulfilment/packages.css';

const SO_UPDATE = inModule('Sales', resource('Sales', 'SO', 'U'));

/**
 * SalesOrder/Package/:Id (docs/sales-fulfilment.md §8): the package, its goods and (once shipped) their cost;
 * Ship with the carrier, tracking no. and date, then Delivered — each shown only with Sales SO U and the flag
 * PkgShp, and only in the status that allows it. Above ₹50,000 with tax the e-way bill is due.
 */
export function PackageView({ id }: { id: string }) {
  const session = useSession();
  const result = usePackage(id);
  const ship = useShipPackage(id);
  const deliver = useDeliverPackage(id);
  const [shipping, setShipping] = useState(false);
  const [carrier, setCarrier] = useState('');
  const [trackNo, setTrackNo] = useState('');
  const [eway, setEway] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();
  if (result.isPending) return <Loader />;
  if (result.isError || !result.data) return <Alert variation="error">{toClientError(result.error).message}</Alert>;
  const p = result.data;
  const ctx = { access: session.Access, config: session.Entity.Config, user: session.User };
  const mayShip = isPermitted(SO_UPDATE, ctx) && hasAccessFlag(ctx, 'Sales', 'PkgShp');
  const tz = session.User.TZ;
  const run = async (work: () => Promise<unknown>, done: string) => {
    setProblem(undefined);
    try {
      await work();
      toast.success(done);
      setShipping(false);
    } catch (error) {
      setProblem(toClientError(error).message);
    }
  };
  return (
    <div className="kk-screen kk-fulfilment">
      <Flex gap="small" wrap="wrap" alignItems="center">
        <Text as="h2" fontSize="large" fontWeight="bold">{`Package ${p.Num}`}</Text>
        <span className="kk-status-badge">{p.Sts}</span>
        <span className="kk-status-badge">{p.PkgSts}</span>
      </Flex>
      {problem ? <Alert variation="error">{problem}</Alert> : null}
      <dl className="kk-fulfilment__facts">
        <dt>Sales order</dt>
        <dd>{p.SoNum}</dd>
        <dt>Customer</dt>
        <dd>{p.Cust.Name}</dd>
        <dt>Packed</dt>
        <dd>{`${formatDate(p.Date, tz)} · ${p.WhName ?? p.WhId}`}</dd>
        {p.Ship ? (
          <>
            <dt>Shipped</dt>
            <dd>
              {[formatDate(p.Ship.Date, tz), p.Ship.Carrier, p.Ship.TrackNo && `Tracking ${p.Ship.TrackNo}`]
                .filter(Boolean)
                .join(' · ')}
            </dd>
          </>
        ) : null}
        {p.DelDate ? (
          <>
            <dt>Delivered</dt>
            <dd>{formatDate(p.DelDate, tz)}</dd>
          </>
        ) : null}
        <dt>Value with tax</dt>
        <dd>{formatMoney(p.Total)}</dd>
        {p.Cost !== undefined ? (
          <>
            <dt>Cost out of stock</dt>
            <dd>{formatMoney(p.Cost)}</dd>
          </>
        ) : null}
      </dl>
      {p.EwayBillDue ? (
        <Alert variation="warning">Worth more than ₹50,000 with tax: these goods travel with an e-way bill.</Alert>
      ) : null}
      <div className="kk-fulfilment__lines" role="region" aria-label="Goods" tabIndex={0}>
        <table>
          <caption className="kk-visually-hidden">Goods in the package</caption>
          <thead>
            <tr>
              <th>Part</th>
              <th className="kk-amount">Qty</th>
              <th className="kk-amount">Value</th>
              {p.Cost !== undefined ? <th className="kk-amount">Cost</th> : null}
            </tr>
          </thead>
          <tbody>
            {p.Lines.map((l) => (
              <tr key={l._id}>
                <td>{[l.Desc, l.PCode].filter(Boolean).join(' · ')}</td>
                <td className="kk-amount">{`${l.Qty}${l.UoM ? ` ${l.UoM}` : ''}`}</td>
                <td className="kk-amount">{formatMoney(l.Total)}</td>
                {p.Cost !== undefined ? <td className="kk-amount">{formatMoney(l.Cost ?? 0)}</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Flex gap="small" wrap="wrap">
        {mayShip && mayPackage('ship', p.Sts) && !shipping ? (
          <Button size="small" variation="primary" onClick={() => setShipping(true)}>
            Ship
          </Button>
        ) : null}
        {p.EwayBillDue && p.Ship ? (
          <Button size="small" onClick={() => setEway(true)}>
            E-way bill
          </Button>
        ) : null}
        {mayShip && mayPackage('deliver', p.Sts) ? (
          <Button
            size="small"
            variation="primary"
            isLoading={deliver.isPending}
            onClick={() => void run(() => deliver.mutateAsync(p.ver), `Package ${p.Num} delivered.`)}
          >
            Delivered
          </Button>
        ) : null}
      </Flex>
      {shipping ? (
        <form
          aria-label="Ship"
          onSubmit={(e) => {
            e.preventDefault();
            void run(
              () =>
                ship.mutateAsync({
                  ver: p.ver,
                  Carrier: carrier.trim(),
                  ...(trackNo.trim() ? { TrackNo: trackNo.trim() } : {}),
                }),
              `Package ${p.Num} shipped: the goods are out of stock.`,
            );
          }}
        >
          <Flex gap="small" alignItems="flex-end" wrap="wrap">
            <TextField
              label="Carrier"
              size="small"
              autoFocus
              value={carrier}
              onChange={(e) => setCarrier(e.target.value)}
            />
            <TextField label="Tracking no." size="small" value={trackNo} onChange={(e) => setTrackNo(e.target.value)} />
            <Button size="small" type="submit" variation="primary" isLoading={ship.isPending}>
              Ship package
            </Button>
          </Flex>
        </form>
      ) : null}
      <EwayBillDialog of={{ kind: 'Package', id: p._id, docNo: p.Num }} open={eway} onClose={() => setEway(false)} />
    </div>
  );
}
