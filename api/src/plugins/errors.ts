// One error shape for every answer: {error, message[, fields]} (DESIGN.md §4); 5xx details stay in the log.
import fp from 'fastify-plugin';
import { STATUS_CODES } from 'node:http';
import type { FastifyError } from 'fastify';
import { ERROR_MESSAGES, STATUS_ERROR_CODES, errorCodeOf } from '@civics/sync-protocol';
import { HttpError } from '../lib/http-error.js';

/** The answer's code (issue 22): from the message's catalogue entry, else from the status alone. */
function codeFor(status: number, message: string): string | undefined {
  return errorCodeOf(message)?.code ?? (STATUS_ERROR_CODES as Record<number, string>)[status];
}

export default fp(async (app) => {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      const code = codeFor(error.statusCode, error.message);
      return reply.status(error.statusCode).send({
        error: error.error,
        message: error.message,
        ...(code ? { code } : {}),
        ...(error.fields ? { fields: error.fields } : {}),
      });
    }
    if (error.validation) {
      const first = error.validation[0];
      const field =
        first?.instancePath?.replace(/^\//, '').replace(/\//g, '.') ||
        (first?.params as { missingProperty?: string })?.missingProperty;
      const message = field
        ? `Invalid ${field}: ${first?.message ?? 'bad value'}`
        : `Invalid request: ${error.message}`;
      return reply.status(400).send({ error: 'Bad Request', message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error(error);
      return reply
        .status(status)
        .send({ error: STATUS_CODES[status] ?? 'Error', message: ERROR_MESSAGES.server_error, code: 'server_error' });
    }
    return reply.status(status).send({ error: STATUS_CODES[status] ?? 'Error', message: error.message });
  });
});
