// One error shape for every answer: {error, message[, fields]} (DESIGN.md §4); 5xx details stay in the log.
import fp from 'fastify-plugin';
import { STATUS_CODES } from 'node:http';
import type { FastifyError } from 'fastify';
import { HttpError } from '../lib/http-error.js';

export default fp(async (app) => {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ error: error.error, message: error.message, ...(error.fields ? { fields: error.fields } : {}) });
    }
    if (error.validation) {
      const first = error.validation[0];
      const field = first?.instancePath?.replace(/^\//, '').replace(/\//g, '.') || (first?.params as { missingProperty?: string })?.missingProperty;
      const message = field ? `Invalid ${field}: ${first?.message ?? 'bad value'}` : `Invalid request: ${error.message}`;
      return reply.status(400).send({ error: 'Bad Request', message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error(error);
      return reply.status(status).send({ error: STATUS_CODES[status] ?? 'Error', message: 'Something went wrong on our side. Please try again.' });
    }
    return reply.status(status).send({ error: STATUS_CODES[status] ?? 'Error', message: error.message });
  });
});
