import * as receiptNew from './receipt-new';
import * as receiptSearch from './receipt-search';
import * as receipt from './receipt';

/** The counter sale's route modules in one chunk, loaded through a single dynamic import (manifest.ts). */
export const salesScreens = { receiptNew, receiptSearch, receipt };
