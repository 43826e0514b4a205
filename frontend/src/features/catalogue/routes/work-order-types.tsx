import { industryLabels, withIndustryLabels } from '@shared/access/industry-labels';
import { catalogueRoutes } from '@shared/api/routes/catalogue';
import { workOrderTypeCreateBody } from '@shared/catalogue/call-schemas';
import { workOrderTypeImportRow } from '@shared/catalogue/import-rows';
import type * as z from 'zod';
import { FormTextField } from '../../../components/form';
import { useSession } from '../../../lib/session';
import { importWorkOrderTypes, useWorkOrderTypes, useWorkOrderTypeWrites } from '../api/named-records';
import { NamedRecordScreen } from '../components/named-record-screen';

export const handle = { title: '{Order} Types' };

type TypeForm = z.input<typeof workOrderTypeCreateBody>;

/** settings/WorkOrderTypes (spec platform §2): the kinds of repair order (paid service, warranty, accident…). */
export function Component() {
  const labels = industryLabels(useSession().Entity.Config.Industry);
  return (
    <NamedRecordScreen
      title={withIndustryLabels('{Order} Types', labels)}
      description={withIndustryLabels('The kinds of {order}: paid service, warranty, accident repair…', labels)}
      noun={withIndustryLabels('{order} type', labels)}
      dialogNoun={withIndustryLabels('{order} type', labels)}
      createRoute={catalogueRoutes.createWorkOrderType}
      useList={useWorkOrderTypes}
      useWrites={useWorkOrderTypeWrites}
      schema={workOrderTypeCreateBody}
      defaults={(existing) => ({ Name: existing?.Name ?? '' })}
      fields={() => <FormTextField<TypeForm> name="Name" label="Name" isRequired maxLength={60} />}
      columns={[{ id: 'Name', header: 'Name', cell: (t) => t.Name }]}
      searchLabel={withIndustryLabels('Search {order} types', labels)}
      emptyText={withIndustryLabels('No {order} types yet.', labels)}
      importer={{
        noun: withIndustryLabels('{order} types', labels),
        columns: [{ header: 'Name', field: 'Name', required: true, unique: true }],
        schema: workOrderTypeImportRow,
        call: importWorkOrderTypes,
      }}
    />
  );
}
