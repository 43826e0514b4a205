import { catalogueRoutes } from '@shared/api/routes/catalogue';
import { makeCreateBody } from '@shared/catalogue/call-schemas';
import { makeImportRow } from '@shared/catalogue/import-rows';
import { Link } from 'react-router';
import type * as z from 'zod';
import { FormTextField } from '../../../components/form';
import { importMakes, useMakes, useMakeWrites } from '../api/named-records';
import { NamedRecordScreen } from '../components/named-record-screen';

export const handle = { title: 'Makes' };

type MakeForm = z.input<typeof makeCreateBody>;

/** settings/MakesList (spec platform §2): vehicle makes; their models are on settings/Models. */
export function Component() {
  return (
    <NamedRecordScreen
      title="Makes"
      description="Vehicle makes of the customers’ vehicles; each has its models."
      noun="make"
      dialogNoun="make"
      createRoute={catalogueRoutes.createMake}
      useList={useMakes}
      useWrites={useMakeWrites}
      schema={makeCreateBody}
      defaults={(existing) => ({ Name: existing?.Name ?? '' })}
      fields={() => <FormTextField<MakeForm> name="Name" label="Name" isRequired maxLength={40} />}
      columns={[
        { id: 'Name', header: 'Name', cell: (t) => t.Name },
        {
          id: 'Models',
          header: 'Models',
          cell: (t) => <Link to={`/settings/Models?MakeId=${encodeURIComponent(t._id)}`}>{`Models of ${t.Name}`}</Link>,
        },
      ]}
      searchLabel="Search makes"
      emptyText="No makes yet."
      importer={{
        noun: 'makes',
        columns: [{ header: 'Name', field: 'Name', required: true, unique: true }],
        schema: makeImportRow,
        call: importMakes,
      }}
    />
  );
}
