import { Button, Flex, Heading, Table, TableBody, TableCell, TableHead, TableRow, Text } from '@aws-amplify/ui-react';
import { Messages } from '@shared/api/messages';
import type { Party } from '@shared/parties/party-schemas';
import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { Dialog } from '../../../components/dialog/dialog';
import { toast } from '../../../components/toast/toast-store';
import { useCreateProduct } from '../api/create-product';
import { productQueryOptions } from '../api/get-product';
import { partyPaths, type PartyLabels } from '../utils/labels';
import { newProductValues } from '../utils/product-form-values';
import { AssignVehicle } from './assign-vehicle';
import { EndOwnershipDialog } from './end-ownership-dialog';
import { ProductForm } from './product-form';

export type VehicleRights = { create: boolean; update: boolean };

/**
 * The vehicles (products) a customer owns now: add a new one owned from today,
 * assign an existing one, or end an ownership on a date (spec platform §5
 * ownership rules; messages 'Ownership Assigned Successfully.' and
 * 'Ownership Ended Successfully.').
 */
export function CustomerVehicles({ customer, labels, rights, today }: { customer: Party; labels: PartyLabels; rights: VehicleRights; today: string }) {
  const vehicles = customer.Vehs ?? [];
  const details = useQueries({ queries: vehicles.map((v) => productQueryOptions(v._id)) });
  const create = useCreateProduct();
  const [adding, setAdding] = useState(false);
  const [ending, setEnding] = useState<{ _id: string; RegNo: string } | undefined>();
  const noun = labels.Product;

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
        {vehicles.length === 0 ? (
          <Text>{`No ${labels.Products} to Show.`}</Text>
        ) : (
          <Table caption={`${labels.Products} of ${customer.DName}`} size="small" variation="striped">
            <TableHead>
              <TableRow>
                <TableCell as="th">Registration number</TableCell>
                <TableCell as="th">Make</TableCell>
                <TableCell as="th">Model</TableCell>
                <TableCell as="th">Year</TableCell>
                <TableCell as="th">Owned from</TableCell>
                <TableCell as="th">
                  <span className="kk-visually-hidden">Action</span>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {vehicles.map((vehicle, index) => {
                const product = details[index]?.data;
                return (
                  <TableRow key={vehicle._id}>
                    <TableCell>
                      <Link to={partyPaths.product(vehicle._id)}>{vehicle.RegNo || product?.VIN || vehicle._id}</Link>
                    </TableCell>
                    <TableCell>{product?.Make ?? ''}</TableCell>
                    <TableCell>{product?.Model ?? ''}</TableCell>
                    <TableCell>{product?.Year ?? ''}</TableCell>
                    <TableCell>{product?.Owner?.FromDt ?? ''}</TableCell>
                    <TableCell>
                      {rights.update ? (
                        <Button size="small" onClick={() => setEnding(vehicle)}>
                          End ownership
                        </Button>
                      ) : null}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        )}
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
