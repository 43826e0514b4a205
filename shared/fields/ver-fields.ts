import * as z from 'zod';

/**
 * The `ver` an edit sends back, on its own so a schema module takes it without
 * another module's schemas (docs/decisions.md 'Lambda bundles').
 */

/** Optimistic-lock counter the client read. */
export const verField = z.number().int().min(1);

/** A catalogue edit's ver: 0 edits a system record (saving an own copy); what a purchase order's step sends too. */
export const editVer = z.number().int().min(0);
