import { ServiceActionRefused } from '../action-refusal';

/** The refusal a shared rule throws, to assert its status, message and Issues (tests only). */
export function refusalOf(rule: () => unknown): ServiceActionRefused {
  try {
    rule();
  } catch (e) {
    if (e instanceof ServiceActionRefused) return e;
    throw e;
  }
  throw new Error('expected a refusal');
}
