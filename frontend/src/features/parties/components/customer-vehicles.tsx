import { Button, Flex, Heading } from '@aws-amplify/ui-react';
import { Messages } from '@shared/api/messages';
import type { Party } from '@shared/parties/party-schemas';
import type { Product } from '@shared/parties/product-schemas';
import { useQueries } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Dialog } from '../../../components/dialog/dialog';
import { RecordTable, type RecordColumn } from '../../../components/record-table/record-table';
import { toast } from '../../../components/toast/toast-store';
import { useCreateProduct } from '../api/create-product';
import { productQueryOptions } from '../api/get-product';
import { partyPaths, type PartyLabels } from '../utils/labels';
import { newProductValues } from '../utils/product-form-values';
import { AssignVehicle } from './assign-vehicle';
import { EndOwnershipDialog } from './end-ownership-dialog';
import { ProductForm } from './product-form';
import { formatDate } from '../../../lib/format';

/** read: the vehicles' own records (make, model, a link); without it the customer's registration numbers show alone. */
export type VehicleRights = { read: boolean; create: boolean; update: boolean };

type VehicleRow = { vehicle: NonNullable<Party['Vehs']>[number]; product: Product | undefined };

const columnsFor = (canOpen: boolean): RecordColumn<VehicleRow>[] => [
  {
    id: 'RegNo',
    header: 'Registration number',
    cell: ({ vehicle, product }) =>
      canOpen ? (
        <Link to={partyPaths.product(vehicle._id)}>{vehicle.RegNo || product?.VIN || vehicle._id}</Link>
      ) : (
        vehicle.RegNo || vehicle._id
      ),
  },
  { id: 'Make', header: 'Make', cell: ({ product }) => product?.Make ?? '' },
  { id: 'Model', header: 'Model', cell: ({ product }) => product?.Model ?? '' },
  { id: 'Year', header: 'Year', cell: ({ product }) => product?.Year ?? '' },
  { id: 'FromDt', header: 'Owned from', cell: ({ product }) => formatDate(product?.Owner?.FromDt) },
];

/**
 * The vehicles (products) a customer owns now: add a new one owned from today,
 * assign an existing one, or end an ownership on a date (spec platform §5
 * ownership rules; messages 'Ownership Assigned Successfully.' and
 * 'Ownership Ended Successfully.').
 */
export function CustomerVehicles({
  customer,
  labels,
  rights,
  today,
}: {
  customer: Party;
  labels: PartyLabels;
  rights: VehicleRights;
  today: string;
}) {
  const vehicles = customer.Vehs ?? [];
  // A role that cannot read vehicles (a cashier) asks for none: no refused requests.
  const details = useQueries({ queries: rights.read ? vehicles.map((v) => productQueryOptions(v._id)) : [] });
  const columns = useMemo(() => columnsFor(rights.read), [rights.read]);
  const create = useCreateProduct();
  const [adding, setAdding] = useState(false);
  const [ending, setEnding] = useState<{ _id: string; RegNo: string } | undefined>();
  const noun = labels.Product;

  const rows: VehicleRow[] = vehicles.map((vehicle, index) => ({ vehicle, product: details[index]?.data }));

  const add = async (body: Parameters<typeof create.mutateAsync>[0]) => {
    await create.mutateAsync({ ...body, Owner: { CustId: customer._id, Dt: today } });
    toast.success(Messages.ownershipAssigned);
    setAdding(false);
  };

  return (
    <section aria-label={labels.Products}>
      <Flex direction="column" gap="small">
        <Flex justifyContent="space-between" alignItems="center">
          <Heading level={3}>{labels.Products}</Heading>
          {rights.create ? <Button onClick={() => setAdding(true)}>{`Add ${noun.toLowerCase()}`}</Button> : null}
        </Flex>
        <RecordTable
          caption={`${labels.Products} of ${customer.DName}`}
          columns={columns}
          rows={rows}
          rowKey={(row) => row.vehicle._id}
          emptyText={`No ${labels.Products} to Show.`}
          actionsHeader={<span className="kk-visually-hidden">Action</span>}
          rowActions={
            rights.update
              ? (row) => (
                  <Button size="small" onClick={() => setEnding(row.vehicle)}>
                    End ownership
                  </Button>
                )
              : undefined
          }
        />
        {rights.update ? <AssignVehicle customer={customer} labels={labels} today={today} /> : null}
      </Flex>
      <Dialog open={adding} title={`Add ${noun.toLowerCase()}`} onClose={() => setAdding(false)}>
        <ProductForm
          noun={noun}
          initialValues={newProductValues()}
          requireRegNo={labels.auto}
          readOnly={false}
          submitLabel={`Add ${noun.toLowerCase()}`}
          onSave={add}
          onCancel={() => setAdding(false)}
        />
      </Dialog>
      {ending ? (
        <EndOwnershipDialog
          open
          productId={ending._id}
          regNo={ending.RegNo}
          custId={customer._id}
          today={today}
          onClose={() => setEnding(undefined)}
        />
      ) : null}
    </section>
  );
}
