import { STATUS_CODES } from 'node:http';
import type { FieldErrors } from '@civics/sync-protocol/validation';

/** An error the client caused or may see: answered as `{error, message, fields}` with its status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: FieldErrors,
  ) {
    super(message);
  }
  get error(): string {
    return STATUS_CODES[this.statusCode] ?? 'Error';
  }
}

export const badRequest = (message: string, fields?: FieldErrors) => new HttpError(400, message, fields);
export const unauthorized = (message = 'Not authenticated') => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string, fields?: FieldErrors) => new HttpError(409, message, fields);

/** Throws a 400 carrying every field message when the shared rules found problems. */
export function assertValid(errors: FieldErrors): void {
  const first = Object.values(errors)[0];
  if (first) throw badRequest(first, errors);
}
