import * as z from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../fields/paging';
import { CommonMessages } from '../messages/common-messages';
import { searchTermProblem, type SearchField } from './search-terms';

/** A query-string search field: blank counts as not given; a given one must be a search term (search-terms.ts). */
const term = (field: SearchField) =>
  z
    .string()
    .max(100)
    .optional()
    .transform((v) => {
      const trimmed = v?.trim();
      return trimmed === '' ? undefined : trimmed;
    })
    .superRefine((v, ctx) => {
      const problem = v === undefined ? undefined : searchTermProblem(field, v);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });

const paging = {
  Limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  /** Opaque cursor from the previous page's `Next`. */
  Next: z.string().max(2000).optional(),
};

/** At least one search field (spec platform §5). */
const atLeastOne =
  <K extends string>(fields: readonly K[]) =>
  (query: Partial<Record<K, string | undefined>>, ctx: z.RefinementCtx) => {
    if (fields.every((f) => query[f] === undefined))
      ctx.addIssue({ code: 'custom', message: CommonMessages.searchNeedsField });
  };

/** The most recent records of the branch, newest first: what a search screen shows before any search. */
export const recentQuery = z.strictObject({ ...paging });
export type RecentQuery = z.infer<typeof recentQuery>;

export const CUSTOMER_SEARCH_FIELDS = ['Name', 'Phone', 'Email', 'RegNo', 'GSTIN'] as const;
export const VENDOR_SEARCH_FIELDS = ['Name', 'Phone', 'Email', 'GSTIN'] as const;
export const PRODUCT_SEARCH_FIELDS = ['RegNo', 'VIN'] as const;

export const customerSearchQuery = z
  .object({
    Name: term('Name'),
    Phone: term('Phone'),
    Email: term('Email'),
    RegNo: term('RegNo'),
    GSTIN: term('GSTIN'),
    ...paging,
  })
  .superRefine(atLeastOne(CUSTOMER_SEARCH_FIELDS));
export const vendorSearchQuery = z
  .object({ Name: term('Name'), Phone: term('Phone'), Email: term('Email'), GSTIN: term('GSTIN'), ...paging })
  .superRefine(atLeastOne(VENDOR_SEARCH_FIELDS));
export const productSearchQuery = z
  .object({ RegNo: term('RegNo'), VIN: term('VIN'), ...paging })
  .superRefine(atLeastOne(PRODUCT_SEARCH_FIELDS));
export type PartySearchQuery = Partial<Record<(typeof CUSTOMER_SEARCH_FIELDS)[number], string>> & {
  Limit: number;
  Next?: string;
};
export type ProductSearchQuery = Partial<Record<(typeof PRODUCT_SEARCH_FIELDS)[number], string>> & {
  Limit: number;
  Next?: string;
};

/** One result row: enough to show in a list and pick. */
export const partyRow = z.object({
  _id: z.string(),
  DName: z.string(),
  Type: z.string(),
  Phone: z.string().optional(),
  Email: z.string().optional(),
  GSTIN: z.string().optional(),
  Ct: z.string().optional(),
  /** Customers: registration numbers of the vehicles they own now. */
  RegNos: z.array(z.string()).optional(),
});
export type PartyRow = z.infer<typeof partyRow>;

export const productRow = z.object({
  _id: z.string(),
  RegNo: z.string().optional(),
  Make: z.string().optional(),
  Model: z.string().optional(),
  Variant: z.string().optional(),
  Year: z.number().int().optional(),
  VIN: z.string().optional(),
  Owner: z.object({ CustId: z.string(), DName: z.string() }).optional(),
});
export type ProductRow = z.infer<typeof productRow>;
