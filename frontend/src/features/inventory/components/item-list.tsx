import { TextField } from '@aws-amplify/ui-react';
import { formatMoney } from '@shared/documents/money-format';
import { itemImportRow, type ItemRow } from '@shared/inventory/item-schemas';
import { MAX_IMPORT_ROWS } from '@shared/catalogue/import-rows';
import { useDeferredValue, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { CsvImport } from '../../../components/csv-import/csv-import';
import { RecordTableOrCards } from '../../../components/record-table/record-list';
import type { RecordColumn } from '../../../components/record-table/record-table';
import { useCursorPages } from '../../../components/record-table/use-cursor-pages';
import { useSession } from '../../../lib/session';
import { importItems, useItems } from '../api/item-calls';
import { ITEM_PATHS } from './item-paths';

/**
 * items/masteritemlist (docs/inventory-items.md §9): the organisation's items,
 * most recently changed first, or those matching a search of code or name; a
 * row opens the item. New item, and items from a CSV of part codes.
 */
export function ItemList() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const typed = useDeferredValue(text.trim());
  const Q = typed.length >= 2 ? typed : undefined;
  const pages = useCursorPages(Q ?? '');
  const result = useItems({ ...(Q ? { Q } : {}), ...(pages.cursor ? { Cursor: pages.cursor } : {}) });

  // The branch keeps SKUs (setting SKU): a column beside the code, searched with it (docs/inventory-items.md §13).
  const skus = useSession().Entity.Settings.Inventory.SKU === true;
  const columns: RecordColumn<ItemRow>[] = [
    { id: 'PCode', header: 'Code', cell: (r) => <Link to={ITEM_PATHS.item(r.ItemId)}>{r.PCode}</Link> },
    ...(skus ? [{ id: 'SKU', header: 'SKU', cell: (r: ItemRow) => r.SKU ?? '' }] : []),
    { id: 'Desc', header: 'Item', cell: (r) => r.Desc },
    { id: 'Grp', header: 'Group', cell: (r) => r.GrpName ?? '' },
    { id: 'UoM', header: 'Unit', cell: (r) => r.UoM },
    { id: 'Track', header: 'Tracked by', cell: (r) => (r.Track === 'BN' ? 'Batch' : r.Track === 'SN' ? 'Serial' : '') },
    {
      id: 'UnPr',
      header: <span className="kk-amount">Price</span>,
      cell: (r) => <div className="kk-amount">{formatMoney(r.UnPr)}</div>,
    },
  ];

  return (
    <div className="kk-screen">
      <div className="kk-screen__bar">
        <Link to={ITEM_PATHS.newItem} className="amplify-button amplify-button--small amplify-button--primary">
          New item
        </Link>
        <Link to={ITEM_PATHS.groups} className="amplify-button amplify-button--small">
          Item groups
        </Link>
        <CsvImport
          noun="items"
          columns={[
            { header: 'Part code', field: 'PCode', required: true, unique: true },
            ...(skus ? [{ header: 'SKU', field: 'SKU', unique: true }] : []),
            { header: 'Group', field: 'Group' },
            { header: 'Track (BN or SN)', field: 'Track' },
          ]}
          schema={itemImportRow}
          importCall={importItems}
          maxRows={MAX_IMPORT_ROWS}
          onImported={() => void result.refetch()}
        />
      </div>
      <TextField
        label="Search items"
        placeholder={skus ? 'Code, SKU or name, 2 letters or more' : 'Code or name, 2 letters or more'}
        value={text}
        onChange={(e) => setText(e.target.value)}
        autoComplete="off"
      />
      <RecordTableOrCards
        caption={Q ? `Items matching ${Q}` : 'Items, recently changed first'}
        columns={columns}
        rows={result.data?.Items}
        rowKey={(r) => r.ItemId}
        emptyText={Q ? 'No item matches this search.' : 'No items yet. New item makes a catalogue part an item.'}
        isLoading={result.isPending}
        error={result.isError ? result.error : null}
        onRetry={() => void result.refetch()}
        rowTestId="item-row"
        paging={{ pages, next: result.data?.Next }}
        onRowClick={(r) => void navigate(ITEM_PATHS.item(r.ItemId))}
        card={(r) => (
          <Link className="kk-record-card" data-testid="item-card" to={ITEM_PATHS.item(r.ItemId)}>
            <strong>{r.Desc}</strong>
            <span className="kk-amount">{formatMoney(r.UnPr)}</span>
            <span className="kk-record-card__muted">
              {[r.PCode, skus && r.SKU ? `SKU ${r.SKU}` : undefined, r.GrpName].filter(Boolean).join(' · ')}
            </span>
            <span>{r.UoM}</span>
          </Link>
        )}
      />
    </div>
  );
}
