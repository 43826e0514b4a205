import * as z from 'zod';
import { estimateStatus, lineStatus } from '../documents/schemas';

/** Calls of approval by link (docs/customer-loop.md 'Approval by link'). */

const str = z.string();
const num = z.number();

export const APPROVAL_CHANNELS = ['SMS', 'WhatsApp'] as const;

/** POST Service/Estimates/{Id}/SendForApproval: at the `ver` read; the phone when the customer's is not a mobile. */
export const sendForApprovalBody = z.strictObject({
  ver: z.number().int().min(1),
  Channel: z.enum(APPROVAL_CHANNELS).default('SMS'),
  Ph: z
    .string()
    .regex(/^[6-9]\d{9}$/, 'Enter a 10-digit mobile number.')
    .optional(),
});
export const sendForApprovalAnswer = z.object({
  Ph: str,
  Channel: z.enum(APPROVAL_CHANNELS),
  Link: str,
  Expires: str,
  /** WhatsApp: the click-to-chat address the advisor's browser opens with the message filled in. */
  WhatsApp: str.optional(),
  /** The estimate after sending (lines WtngForAppr, new ver). */
  ver: num,
  Sts: estimateStatus,
});

/** GET Service/ApprovalLinks/{Id}: the estimate's ver and status, what the open estimate polls while it waits. */
export const approvalStateAnswer = z.object({ ver: num, Sts: estimateStatus });

export const approvalParams = z.strictObject({ Token: z.string().min(20).max(800) });

/** One line as the customer sees it: no costs, margins, technicians or stock. */
export const approvalLine = z.object({
  Id: str,
  Kind: z.enum(['Labour', 'Part']),
  Desc: str,
  Qty: num,
  /** Taxable value (after discounts) and the line total with GST, in rupees. */
  NetAmt: num,
  Total: num,
  Sts: lineStatus,
  /** The labour line a part belongs to. */
  OpId: str.optional(),
  /** Photos of the inspection point the line came from: short-lived signed addresses (docs/inspections.md §8). */
  Photos: z.array(z.object({ Id: str, Url: str })).optional(),
});
export const approvalPage = z.object({
  Branch: str,
  Num: str,
  Date: str,
  RegNo: str,
  CustName: str,
  Sts: estimateStatus,
  ver: num,
  Lines: z.array(approvalLine),
  /** Rupees: taxable value, GST, the total, the branch's rounding and what the customer pays. */
  Totals: z.object({ Taxable: num, CGST: num, SGST: num, IGST: num, Total: num, Adjust: num, GrandTotal: num }),
  Expires: str,
  /** A supplementary estimate: its code (a, b, …) and the number of the repair order the work was found on. */
  Supp: z.object({ Code: str, Order: str }).optional(),
});

export const DECISIONS = ['Approve', 'Decline'] as const;
export const approvalDecisionBody = z.strictObject({
  ver: z.number().int().min(1),
  Name: z.string().trim().min(2, 'Type your full name to sign.').max(100),
  Decisions: z
    .array(z.strictObject({ LineId: z.string().min(1).max(20), Decision: z.enum(DECISIONS) }))
    .min(1, 'Approve or decline at least one line.')
    .max(1000),
});
export const approvalDecisionAnswer = z.object({ Page: approvalPage, Approved: num, Declined: num });

export type SendForApprovalAnswer = z.infer<typeof sendForApprovalAnswer>;
export type ApprovalStateAnswer = z.infer<typeof approvalStateAnswer>;
export type ApprovalPage = z.infer<typeof approvalPage>;
export type ApprovalLine = z.infer<typeof approvalLine>;
export type ApprovalDecision = z.infer<typeof approvalDecisionBody>['Decisions'][number];
export type ApprovalDecisionAnswer = z.infer<typeof approvalDecisionAnswer>;
