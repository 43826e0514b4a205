import { ApiError, ErrorCode } from '@shared/api/errors';

/** A 400 with the catalogue message, on the field it names when there is one. */
export const badRequest = (message: string, path?: string): ApiError =>
  new ApiError(ErrorCode.BadRequest, message, path ? [{ path, message }] : undefined);
