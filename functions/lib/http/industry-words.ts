import { industryLabels, withIndustryLabels } from '@shared/access/industry-labels';
import { ApiError } from '@shared/api/errors';
import type { Industry } from '@shared/entity/entity-config';

/**
 * A refusal in the words of the branch's industry (spec platform §1): messages
 * name label slots ('{Product} not found.'), filled here from the session's
 * entity, so a health-care branch reads 'Patient not found.' and an auto one
 * 'Customer not found.'. A call without the entity loaded (a plain session call)
 * gets the neutral words of OTHER. Anything but an ApiError passes unchanged.
 */
export function inIndustryWords(error: unknown, industry: Industry | undefined): unknown {
  if (!(error instanceof ApiError)) return error;
  const labels = industryLabels(industry ?? 'OTHER');
  const fill = (text: string) => withIndustryLabels(text, labels);
  const errors = error.errors?.map((field) => ({ ...field, message: fill(field.message) }));
  const issues = error.issues?.map((issue) => ({ ...issue, Message: fill(issue.Message) }));
  return new ApiError(error.status, fill(error.message), errors, error.headers, error.rows, issues);
}
