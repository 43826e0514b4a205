import { expect } from 'vitest';
import { challanRoutes } from '@shared/api/routes/challans';
import { iamRoutes, type LoginResponse } from '@shared/api/routes/iam';
import type { ChallanAnswer, ChallanCreateBody } from '@shared/challans/challan-schemas';
import { invoke, type Answer } from './invoke';

/** What the delivery challan tests share (docs/challans.md §9): the calls of a challan's steps, through the real handler. */

export const createChallanAs = (token: string, body: ChallanCreateBody): Promise<Answer<ChallanAnswer>> =>
  invoke<ChallanAnswer>(challanRoutes.createChallan, { token, body });

export async function challanMade(token: string, body: ChallanCreateBody): Promise<ChallanAnswer> {
  const answer = await createChallanAs(token, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

export const issueAs = (token: string, Id: string, ver: number) =>
  invoke<ChallanAnswer>(challanRoutes.issueChallan, { token, params: { Id }, body: { ver } });
export const returnAs = (token: string, Id: string, ver: number, Lines: { LineId: string; Qty: number }[]) =>
  invoke<ChallanAnswer>(challanRoutes.returnChallan, { token, params: { Id }, body: { ver, Lines } });
export const cancelAs = (token: string, Id: string, ver: number, Reason = 'Not sent') =>
  invoke<ChallanAnswer>(challanRoutes.cancelChallan, { token, params: { Id }, body: { ver, Reason } });
export const readAs = (token: string, Id: string) =>
  invoke<ChallanAnswer>(challanRoutes.challan, { token, params: { Id } });

export async function ok<T>(answer: Promise<Answer<T>>): Promise<T> {
  const a = await answer;
  expect(a.status, JSON.stringify(a.body)).toBe(200);
  return a.body;
}

/** A login moved to another branch (the parts branch, where Sales is on). */
export async function inBranch(token: string, entId: string): Promise<string> {
  const switched = await invoke<LoginResponse>(iamRoutes.switchBranch, { token, body: { ToEntityId: entId } });
  expect(switched.status, JSON.stringify(switched.body)).toBe(200);
  return switched.body.Token;
}
