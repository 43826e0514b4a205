import { Messages } from '@shared/api/messages';
import { describe, expect, it } from 'vitest';
import { ClientError, mapCallError, offlineError, toClientError, type FailedCall } from './api-error';

/** Spec platform §8 'Error mapping', row by row. */
const rows: { condition: string; failed: FailedCall; code: number | string; message: string }[] = [
  { condition: 'no error', failed: undefined, code: -1, message: Messages.horriblyWrong },
  { condition: 'empty error', failed: null, code: -1, message: Messages.horriblyWrong },
  { condition: 'status 0', failed: { status: 0 }, code: 503, message: Messages.cannotConnect },
  {
    condition: 'status 504',
    failed: { status: 504, body: { errorCode: 504, message: 'Gateway' } },
    code: 503,
    message: Messages.cannotConnect,
  },
  { condition: 'status 503', failed: { status: 503 }, code: 503, message: Messages.noInternet },
  {
    condition: '401 with the server message',
    failed: { status: 401, body: { errorCode: 401, message: 'Your session has ended. Please log in again.' } },
    code: 401,
    message: 'Your session has ended. Please log in again.',
  },
  { condition: '401 without a message', failed: { status: 401 }, code: 401, message: Messages.notFound },
  {
    condition: '409',
    failed: { status: 409, body: { errorCode: 409, message: 'Changed elsewhere' } },
    code: 409,
    message: Messages.duplicate,
  },
  {
    condition: 'body with errorCode and message',
    failed: { status: 400, body: { errorCode: 400, message: 'Please Enter Correct Username.' } },
    code: 400,
    message: 'Please Enter Correct Username.',
  },
  {
    condition: 'string errorCode passed through',
    failed: { status: 422, body: { errorCode: 'E42', message: 'No tie up settings found.' } },
    code: 'E42',
    message: 'No tie up settings found.',
  },
  { condition: 'HTTP error without a body', failed: { status: 500 }, code: -1, message: Messages.horriblyWrongShort },
  {
    condition: 'HTTP error with only a message',
    failed: { status: 502, body: { message: 'Bad gateway' } },
    code: -1,
    message: Messages.horriblyWrongShort,
  },
  {
    condition: 'HTTP error with an empty message',
    failed: { status: 400, body: { errorCode: 400, message: '' } },
    code: -1,
    message: Messages.horriblyWrongShort,
  },
  {
    condition: 'HTTP error with a non-JSON body',
    failed: { status: 500, body: '<html>' },
    code: -1,
    message: Messages.horriblyWrongShort,
  },
];

describe('mapCallError (spec platform §8)', () => {
  it.each(rows)('$condition → $code', ({ failed, code, message }) => {
    const error = mapCallError(failed);
    expect(error).toBeInstanceOf(ClientError);
    expect(error.code).toBe(code);
    expect(error.message).toBe(message);
  });

  it('keeps the field errors of a validation answer', () => {
    const errors = [{ path: 'OldPassword', message: Messages.currentPasswordInvalid }];
    const error = mapCallError({
      status: 400,
      body: { errorCode: 400, message: Messages.currentPasswordInvalid, errors },
    });
    expect(error.errors).toEqual(errors);
  });

  it('keeps the refused rows of an import, and ignores a rows field that is not a list of rows', () => {
    const rows = [{ row: 3, field: 'OpCode', message: 'Duplicate' }];
    expect(
      mapCallError({ status: 400, body: { errorCode: 400, message: 'Some rows have errors.', rows } }).rows,
    ).toEqual(rows);
    expect(
      mapCallError({ status: 400, body: { errorCode: 400, message: 'x', rows: [{ row: '3' }] } }).rows,
    ).toBeUndefined();
  });

  it("keeps a refused approval's Issues (every line and field that fails) on the error", () => {
    const Issues = [
      { LineId: 'EO2', Field: 'Pr', Message: 'Enter a price.' },
      { Field: 'SA', Message: 'Select an advisor.' },
    ];
    expect(
      mapCallError({ status: 400, body: { errorCode: 400, message: 'Fix these lines first.', Issues } }).issues,
    ).toEqual(Issues);
    expect(mapCallError({ status: 400, body: { errorCode: 400, message: 'x' } }).issues).toBeUndefined();
  });

  it('keeps what the server said about a conflict as the detail', () => {
    expect(mapCallError({ status: 409, body: { errorCode: 409, message: 'Changed elsewhere' } }).detail).toBe(
      'Changed elsewhere',
    );
  });

  it('rejects offline calls with 503 and the no-internet message', () => {
    const error = offlineError();
    expect([error.code, error.message]).toEqual([503, Messages.noInternet]);
  });

  it('turns anything thrown that is not a call failure into the -1 error', () => {
    expect(toClientError(new TypeError('x')).code).toBe(-1);
    const known = mapCallError({ status: 409 });
    expect(toClientError(known)).toBe(known);
  });
});
