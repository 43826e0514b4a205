import { Flex } from '@aws-amplify/ui-react';
import { catalogueRoutes } from '@shared/api/routes/catalogue';
import { itemLookupDetail, type ItemLookupRow } from '@shared/inventory/item-lookup-rows';
import { recordSearch } from '../../../components/combobox/record-search';
import { FormSelectField } from '../../../components/form';
import { apiCall } from '../../../lib/api-client';
import { useItemGroups } from '../api/item-calls';

/** What the item screens share: the catalogue's part search and an item's group and tracking fields. */

/** The catalogue's parts by name, code or SKU (Inventory/MasterItems/Sale/NameSearchLite). */
export const masterItemSearch = () =>
  recordSearch<ItemLookupRow>(
    async (text, signal) =>
      (await apiCall(catalogueRoutes.masterItemsSaleNameLite, { params: { text }, query: {}, signal })).Items,
    (p) => ({ value: p._id, label: p.Desc, detail: itemLookupDetail(p) }),
  );

const TRACK_OPTIONS = [
  { value: '', label: 'Not tracked' },
  { value: 'BN', label: 'By batch (BN)' },
  { value: 'SN', label: 'By serial number (SN)' },
];

/** Group (the organisation's active groups, or none) and tracking, bound to fields `Grp` and `Track` of the form. */
export function ItemGroupTrackFields() {
  const groups = useItemGroups();
  return (
    <Flex gap="small" wrap="wrap">
      <FormSelectField<{ Grp: string; Track: string }>
        name="Grp"
        label="Group"
        options={[
          { value: '', label: 'No group' },
          ...(groups.data?.Items ?? []).filter((g) => g.Act).map((g) => ({ value: g._id, label: g.Name })),
        ]}
      />
      <FormSelectField<{ Grp: string; Track: string }> name="Track" label="Tracking" options={TRACK_OPTIONS} />
    </Flex>
  );
}
