import * as creditNotes from './credit-notes';
import * as receiptNew from './receipt-new';
import * as receiptSearch from './receipt-search';
import * as receipt from './receipt';
import * as receiptReopen from './receipt-reopen';
import * as returnList from './return-list';
import * as returnNew from './return-new';
import * as returnView from './return-view';

/** The counter sale's route modules in one chunk, loaded through a single dynamic import (manifest.ts). */
export const salesScreens = {
  receiptNew,
  receiptSearch,
  receipt,
  receiptReopen,
  returnList,
  returnNew,
  returnView,
  creditNotes,
};
