import { ulid } from 'ulid';
import { ApiError, ErrorCode } from '@shared/api/errors';
import { Messages } from '@shared/api/messages';
import type { expenseRoutes } from '@shared/api/routes/expenses';
import { BooksMessages } from '@shared/books/books-messages';
import { groupOf } from '@shared/books/chart';
import {
  ExpenseMessages,
  expensePosting,
  type ExpenseAnswer,
  type ExpenseCategory,
  type ExpenseInput,
} from '@shared/books/expenses';
import { monthOf, reversalOf, type Posting } from '@shared/books/posting';
import { rupeesToPaise } from '@shared/documents/money-math';
import { gstinState } from '@shared/invoices/invoice-rules';
import { billFigures } from '@shared/purchasing/bill-figures';
import { purchaseSupply } from '@shared/purchasing/purchase-figures';
import { accountMap, readChart, type ChartRecord } from '../data/ledger/chart-repo';
import { bankAccountFor } from '../data/settings/bank-settings-repo';
import {
  categoriesWrite,
  expenseWrite,
  listExpenses,
  readCategories,
  readExpense,
  type ExpenseRecord,
} from '../data/ledger/expenses-repo';
import { ledgerWrites } from '../data/ledger/ledger-writes';
import { getReferenceSet } from '../data/reference/reference-repo';
import { decodePageCursor, encodePageCursor } from '../data/table/cursor';
import { nowIso, orgPk } from '../data/table/keys';
import { transact } from '../data/table/transact';
import { branchNow, serviceContext, type ServiceContext } from '../lib/branch-context';
import type { Call } from '../lib/http/call';

type Routes = typeof expenseRoutes;

const refuse = (message: string, path?: string): ApiError =>
  new ApiError(ErrorCode.BadRequest, message, path ? [{ path, message }] : undefined);
const notFound = (): ApiError => new ApiError(ErrorCode.NotFound, ExpenseMessages.notFound);

/** An expense account: under the chart's Expenses (a group is never one). */
const isExpenseAccount = (chart: ChartRecord, acc: number): boolean =>
  groupOf(accountMap(chart).get(acc)?.Group ?? '')?.Top === 'Expenses';

export async function expenseCategories(call: Call<Routes['expenseCategories']>) {
  return readCategories(call.session.orgId);
}

/** PUT Accounting/ExpenseCategories: the whole list at its `ver`; each category an expense account's. */
export async function saveExpenseCategories(call: Call<Routes['saveExpenseCategories']>) {
  const { orgId, userId } = call.session;
  const chart = await readChart(orgId);
  const seen = new Set<string>();
  const Categories: ExpenseCategory[] = call.body.Categories.map((c, i) => {
    if (!isExpenseAccount(chart, c.Acc)) throw refuse(ExpenseMessages.categoryAccount(c.Acc), `Categories.${i}.Acc`);
    const name = c.Name.toLowerCase();
    if (seen.has(name)) throw refuse(ExpenseMessages.categoryNameTaken(c.Name), `Categories.${i}.Name`);
    seen.add(name);
    return { Id: c.Id ?? ulid(), Name: c.Name, Acc: c.Acc };
  });
  await transact([categoriesWrite(orgId, Categories, call.body.ver, userId)]);
  return { Categories, ver: call.body.ver + 1 };
}

/** The figures of an expense: the GST engine's heads on the amount where there is a bill (bill-figures.ts). */
async function figuresOf(ctx: ServiceContext, input: ExpenseInput, category: ExpenseCategory) {
  const AmtP = rupeesToPaise(input.Amount);
  const MoneyAcc = await bankAccountFor(ctx.session.orgId, ctx.session.entityId, input.PayType);
  const base = {
    Acc: category.Acc,
    AmtP,
    CgstP: 0,
    SgstP: 0,
    IgstP: 0,
    TotP: AmtP,
    PayType: input.PayType,
    ...(MoneyAcc ? { MoneyAcc } : {}),
  };
  if (!input.Bill) return base;
  const branchGstin = ctx.entity.Settings.Common.Tax.GSTIN;
  const branchStateCode = ctx.entity.Settings.Address?.StCode || gstinState(branchGstin);
  const supply = purchaseSupply({
    vendorGstin: input.Bill.GSTIN,
    vendorState: gstinState(input.Bill.GSTIN),
    branchGstin: branchGstin || undefined,
    branchState: branchStateCode ?? gstinState(input.Bill.GSTIN) ?? '',
  });
  const codes = await getReferenceSet('TaxCodes');
  const { totals } = billFigures(
    [{ QtyM: 1000, Rate: input.Amount, TCode: input.Bill.TCode }],
    0,
    supply,
    codes,
    input.Date,
  );
  return { ...base, CgstP: totals.CgstP, SgstP: totals.SgstP, IgstP: totals.IgstP, TotP: totals.TotP };
}

/** Everything an expense's input is checked against: its category, its date (not after today, not in a closed month). */
async function planExpense(call: { session: Call<Routes['createExpense']>['session'] }, input: ExpenseInput) {
  const ctx = serviceContext(call.session);
  const { orgId, entityId } = call.session;
  const [chart, { Categories }] = await Promise.all([readChart(orgId), readCategories(orgId)]);
  const category = Categories.find((c) => c.Id === input.CatId);
  if (!category) throw refuse(ExpenseMessages.unknownCategory, 'CatId');
  if (!isExpenseAccount(chart, category.Acc)) throw refuse(ExpenseMessages.categoryAccount(category.Acc), 'CatId');
  const today = branchNow(ctx).date;
  if (input.Date > today) throw refuse(ExpenseMessages.dateAfterToday, 'Date');
  const closed = chart.Closed?.[entityId];
  if (closed && monthOf(input.Date) <= closed) throw refuse(BooksMessages.closedPeriod(closed), 'Date');
  return { ctx, chart, category, figures: await figuresOf(ctx, input, category), today, closed };
}

const answerOf = (r: ExpenseRecord): ExpenseAnswer => ({
  _id: r._id,
  Date: r.Date,
  CatId: r.CatId,
  CatName: r.CatName,
  Acc: r.Acc,
  AmtP: r.AmtP,
  CgstP: r.CgstP,
  SgstP: r.SgstP,
  IgstP: r.IgstP,
  TotP: r.TotP,
  PayType: r.PayType,
  ...(r.Ref ? { Ref: r.Ref } : {}),
  ...(r.Desc ? { Desc: r.Desc } : {}),
  ...(r.Bill ? { Bill: r.Bill } : {}),
  Sts: r.Sts,
  ...(r.CancelReason ? { CancelReason: r.CancelReason } : {}),
  ver: r.ver,
});

const postingOf = (r: ExpenseRecord): Posting =>
  expensePosting({ EntId: r.EntId, DocId: r._id, Date: r.Date, ver: r.ver, ...(r.Desc ? { Memo: r.Desc } : {}) }, r);

function recordOf(
  input: ExpenseInput,
  plan: Awaited<ReturnType<typeof planExpense>>,
  base: Pick<ExpenseRecord, '_id' | 'EntId' | 'ver' | 'CrBy' | 'CrAt'>,
): ExpenseRecord {
  return {
    ...base,
    ...plan.figures,
    Date: input.Date,
    CatId: plan.category.Id,
    CatName: plan.category.Name,
    ...(input.Ref ? { Ref: input.Ref } : {}),
    ...(input.Desc ? { Desc: input.Desc } : {}),
    ...(input.Bill ? { Bill: input.Bill } : {}),
    Sts: 'Recorded',
    PostStep: `P${base.ver}`,
  };
}

/** POST Accounting/Expenses: the expense and its posting in one transaction (B6). */
export async function createExpense(call: Call<Routes['createExpense']>): Promise<ExpenseAnswer> {
  const { orgId, entityId, userId } = call.session;
  const plan = await planExpense(call, call.body);
  const record = recordOf(call.body, plan, { _id: ulid(), EntId: entityId, ver: 1, CrBy: userId, CrAt: nowIso() });
  await transact([expenseWrite(orgId, record), ...ledgerWrites(orgId, [postingOf(record)])]);
  return answerOf(record);
}

async function ownExpense(orgId: string, entityId: string, id: string): Promise<ExpenseRecord> {
  const found = await readExpense(orgId, id);
  if (!found || found.EntId !== entityId) throw notFound();
  return found;
}

export async function getExpense(call: Call<Routes['expense']>): Promise<ExpenseAnswer> {
  return answerOf(await ownExpense(call.session.orgId, call.session.entityId, call.params.Id));
}

/** The standing posting's reversal, dated `date`, as step `R<ver>`. */
const reversal = (before: ExpenseRecord, date: string): Posting => ({
  ...reversalOf(postingOf(before), date),
  Step: `R${before.ver}`,
});

/**
 * PUT Accounting/Expenses/{Id} at its `ver`: the standing posting reversed on
 * its own date and the new one posted, with the record, in one transaction. The
 * old date must be open too (its month changes).
 */
export async function updateExpense(call: Call<Routes['updateExpense']>): Promise<ExpenseAnswer> {
  const { orgId, entityId, userId } = call.session;
  const { ver, ...input } = call.body;
  const before = await ownExpense(orgId, entityId, call.params.Id);
  if (before.Sts === 'Cancelled') throw new ApiError(ErrorCode.Conflict, ExpenseMessages.cancelled);
  if (before.ver !== ver) throw new ApiError(ErrorCode.Conflict, Messages.conflict);
  const plan = await planExpense(call, input);
  if (plan.closed && monthOf(before.Date) <= plan.closed) throw refuse(BooksMessages.closedPeriod(plan.closed), 'Date');
  const record: ExpenseRecord = {
    ...recordOf(input, plan, { _id: before._id, EntId: entityId, ver: ver + 1, CrBy: before.CrBy, CrAt: before.CrAt }),
    UpBy: userId,
    UpAt: nowIso(),
  };
  await transact([
    expenseWrite(orgId, record, ver),
    ...ledgerWrites(orgId, [reversal(before, before.Date), postingOf(record)]),
  ]);
  return answerOf(record);
}

/** POST Accounting/Expenses/{Id}/Cancel: the reversal dated today (as a cancelled invoice's); never a deletion. */
export async function cancelExpense(call: Call<Routes['cancelExpense']>): Promise<ExpenseAnswer> {
  const { orgId, entityId, userId } = call.session;
  const before = await ownExpense(orgId, entityId, call.params.Id);
  if (before.Sts === 'Cancelled') throw new ApiError(ErrorCode.Conflict, ExpenseMessages.cancelled);
  const ctx = serviceContext(call.session);
  const today = branchNow(ctx).date;
  const chart = await readChart(orgId);
  const closed = chart.Closed?.[entityId];
  if (closed && monthOf(today) <= closed) throw refuse(BooksMessages.closedPeriod(closed));
  const record: ExpenseRecord = {
    ...before,
    Sts: 'Cancelled',
    CancelReason: call.body.Reason,
    ver: call.body.ver + 1,
    UpBy: userId,
    UpAt: nowIso(),
  };
  await transact([expenseWrite(orgId, record, call.body.ver), ...ledgerWrites(orgId, [reversal(before, today)])]);
  return answerOf(record);
}

const TAG = 'expenses';

/** GET Accounting/Expenses: the branch's expenses, newest date first, paged. */
export async function expenses(call: Call<Routes['expenses']>) {
  const { orgId, entityId } = call.session;
  const partition = `${orgPk(orgId)}#ENT#${entityId}#EXP`;
  const startKey = decodePageCursor(call.query.Cursor, {
    tag: TAG,
    orgId,
    pk: { startsWith: `${orgPk(orgId)}#BOOKS#EXP#` },
    index: { number: 1, partition },
    refusal: ExpenseMessages.badCursor,
  });
  const page = await listExpenses(orgId, entityId, call.query.Limit, startKey);
  return {
    Items: page.items.map(answerOf),
    ...(page.lastKey ? { Next: encodePageCursor(TAG, page.lastKey) } : {}),
  };
}
