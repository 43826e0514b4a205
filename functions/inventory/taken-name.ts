import { ApiError, ErrorCode } from '@shared/api/errors';

/**
 * A name another record of a short list already has (case and spaces aside) is
 * refused with 409 on the `Name` field: item groups and price lists are chosen by
 * name, so two of one name could not be told apart.
 */
export function refuseTakenName(
  list: readonly { _id: string; Name: string }[],
  name: string,
  message: (name: string) => string,
  exceptId?: string,
): void {
  const wanted = name.trim().toLowerCase();
  if (!list.some((r) => r._id !== exceptId && r.Name.trim().toLowerCase() === wanted)) return;
  const text = message(name.trim());
  throw new ApiError(ErrorCode.Conflict, text, [{ path: 'Name', message: text }]);
}
