import { Alert, Flex, Loader, SelectField, Text, TextField } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../../components/toast/toast-store';
import { toClientError } from '../../../lib/api-error';
import { useStartingWarehouse, useWarehouses } from '../../../lib/warehouses';
import { useCreatePackage, useFulfilment } from '../../../components/fulfilment/package-calls';
import { PACKAGE_PATHS } from '../../../components/fulfilment/package-paths';
import { QuantityPicker } from '../../../components/fulfilment/quantity-picker';
import '../../../components/fulfilment/packages.css';

/**
 * SalesOrder/Package/New?SoId= (docs/sales-fulfilment.md §8): the order's lines with what is left to pack,
 * a quantity each (starting at all of it), the warehouse the goods go from; Pack numbers the package and
 * opens it. Packing moves no stock: shipping does.
 */
export function PackageNew() {
  const [params] = useSearchParams();
  const soId = params.get('SoId') ?? '';
  const navigate = useNavigate();
  const ful = useFulfilment(soId);
  const warehouses = useWarehouses();
  const start = useStartingWarehouse('main');
  const [whId, setWhId] = useState('');
  const [notes, setNotes] = useState('');
  const create = useCreatePackage();
  if (!soId) return <Alert variation="info">Open a sales order and choose New package on its fulfilment panel.</Alert>;
  if (ful.isPending) return <Loader />;
  if (ful.isError) return <Alert variation="error">{toClientError(ful.error).message}</Alert>;
  const f = ful.data;
  const wh = whId || start;
  return (
    <div className="kk-screen kk-fulfilment">
      <Text as="h2" fontSize="large" fontWeight="bold">
        New package
      </Text>
      <Text>{`Sales order ${f.Num} · ${f.Sts}`}</Text>
      <QuantityPicker
        label="Pack"
        lines={f.Lines.map((l) => ({ LineId: l.LineId, Desc: l.Desc, UoM: l.UoM, left: l.Ordered - l.Packed }))}
        leftWord="left to pack"
        submitLabel="Pack"
        busy={create.isPending}
        onSubmit={async (Lines) => {
          const pkg = await create.mutateAsync({
            SoId: soId,
            SoVer: f.ver,
            WhId: wh,
            Lines,
            ...(notes.trim() ? { Notes: notes.trim() } : {}),
          });
          toast.success(`Package ${pkg.Num} packed.`);
          void navigate(PACKAGE_PATHS.package(pkg._id));
        }}
      >
        <Flex gap="small" wrap="wrap">
          <SelectField
            label="From warehouse"
            size="small"
            value={wh}
            placeholder="Choose a warehouse"
            onChange={(e) => setWhId(e.target.value)}
          >
            {(warehouses.data ?? [])
              .filter((w) => w.Active)
              .map((w) => (
                <option key={w._id} value={w._id}>
                  {w.Name}
                </option>
              ))}
          </SelectField>
          <TextField label="Notes" size="small" value={notes} onChange={(e) => setNotes(e.target.value)} />
        </Flex>
      </QuantityPicker>
    </div>
  );
}
