import { Alert, Button, Divider, Flex, Heading, Loader, Text } from '@aws-amplify/ui-react';
import { isPermitted, NEW_ID, type AccessContext } from '@shared/access/access-model';
import { Messages } from '@shared/api/messages';
import { partiesRoutes } from '@shared/api/routes/parties';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../../components/toast/toast-store';
import { RecordTable } from '../../../components/record-table/record-table';
import { useSession } from '../../../lib/session';
import { useCreateProduct } from '../api/create-product';
import { useProduct } from '../api/get-product';
import { useOwnershipHistory } from '../api/ownership-history';
import { useUpdateProduct } from '../api/update-product';
import { partyPaths, usePartyLabels } from '../utils/labels';
import { newProductValues, productToValues, type ProductBody } from '../utils/product-form-values';
import { BookAppointmentLink } from './book-appointment-link';
import { EndOwnershipDialog } from './end-ownership-dialog';
import { ProductForm } from './product-form';
import { VehicleReminders } from './vehicle-reminders';
import { formatDate, todayIn } from '../../../lib/format';

/**
 * Products/Product/{Id} (Vehicle in auto branches): Id 'New' creates, any other
 * Id edits, and shows who owns it now and who owned it before.
 */
export function ProductScreen({ id }: { id: string }) {
  const session = useSession();
  const labels = usePartyLabels();
  const navigate = useNavigate();
  const isNew = id.toLowerCase() === NEW_ID;
  const record = useProduct(isNew ? undefined : id);
  const history = useOwnershipHistory(isNew ? undefined : id);
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const [ending, setEnding] = useState(false);
  const ctx: AccessContext = { access: session.Access, config: session.Entity.Config, user: session.User };
  const canSave = isPermitted(
    isNew ? partiesRoutes.createProduct.permission : partiesRoutes.updateProduct.permission,
    ctx,
  );
  const noun = labels.Product;

  if (isNew) {
    const save = async (body: ProductBody) => {
      const saved = await create.mutateAsync(body);
      toast.success(Messages.saved);
      await navigate(partyPaths.product(saved._id), { replace: true });
    };
    return (
      <Flex direction="column" gap="medium">
        <Heading level={2}>{`New ${noun.toLowerCase()}`}</Heading>
        <ProductForm
          noun={noun}
          initialValues={newProductValues()}
          requireRegNo={labels.auto}
          readOnly={!canSave}
          onSave={save}
        />
      </Flex>
    );
  }

  if (record.isPending) return <Loader size="large" ariaLabel={`Loading ${noun.toLowerCase()}`} />;
  if (record.isError) {
    return (
      <Alert variation="error" role="alert">
        {record.error.message}
        <Button size="small" marginInlineStart="small" onClick={() => void record.refetch()}>
          Retry
        </Button>
      </Alert>
    );
  }
  const product = record.data;
  const save = async (body: ProductBody) => {
    await update.mutateAsync({ id: product._id, body: { ...body, ver: product.ver } });
    toast.success(Messages.updated);
  };
  const canChangeOwner = isPermitted(partiesRoutes.endOwnership.permission, ctx);

  return (
    <Flex direction="column" gap="medium">
      <Flex justifyContent="space-between" alignItems="center" wrap="wrap" gap="small">
        <Heading level={2}>{[product.RegNo, product.Make, product.Model].filter(Boolean).join(' · ') || noun}</Heading>
        <BookAppointmentLink ctx={ctx} query={{ ProdId: product._id }} />
      </Flex>
      <ProductForm
        key={product.ver}
        noun={noun}
        initialValues={productToValues(product)}
        requireRegNo={labels.auto}
        readOnly={!canSave}
        onSave={save}
      />
      <Divider />
      <section aria-label="Ownership">
        <Flex direction="column" gap="small">
          <Heading level={3}>Ownership</Heading>
          {product.Owner ? (
            <Flex gap="small" alignItems="center">
              <Text>
                {'Owned by '}
                <Link to={partyPaths.customer(labels.patients, product.Owner.CustId)}>{product.Owner.DName}</Link>
                {` since ${formatDate(product.Owner.FromDt)}.`}
              </Text>
              {canChangeOwner ? (
                <Button size="small" onClick={() => setEnding(true)}>
                  End ownership
                </Button>
              ) : null}
            </Flex>
          ) : (
            <Text>{`No current owner. Assign it from the ${labels.Customer.toLowerCase()}'s screen.`}</Text>
          )}
          {history.data && history.data.length > 0 ? (
            <RecordTable
              caption="Ownership history"
              columns={[
                { id: 'DName', header: labels.Customer, cell: (row) => row.DName },
                { id: 'FromDt', header: 'From', cell: (row) => formatDate(row.FromDt) },
                { id: 'ToDt', header: 'To', cell: (row) => formatDate(row.ToDt) },
              ]}
              rows={history.data}
              rowKey={(row) => row._id}
              emptyText="No ownership history."
            />
          ) : null}
        </Flex>
      </section>
      <VehicleReminders ctx={ctx} id={product._id} />
      {ending && product.Owner ? (
        <EndOwnershipDialog
          open
          productId={product._id}
          regNo={product.RegNo ?? product.VIN ?? noun}
          custId={product.Owner.CustId}
          today={todayIn(session.User.TZ)}
          onClose={() => setEnding(false)}
        />
      ) : null}
    </Flex>
  );
}
