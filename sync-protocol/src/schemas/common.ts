import Type, { type Static } from 'typebox';

/** Every error answer: `{error, message}` (DESIGN.md §4). `fields` names the inputs at fault. */
export const ErrorBody = Type.Object({
  error: Type.String(),
  message: Type.String(),
  /** Issue 22: which message this is (error-codes.ts), so a client can show it in its own language. */
  code: Type.Optional(Type.String()),
  fields: Type.Optional(Type.Record(Type.String(), Type.String())),
});
export type ErrorBody = Static<typeof ErrorBody>;

export const MessageBody = Type.Object({ message: Type.String() });
export type MessageBody = Static<typeof MessageBody>;

export const OkBody = Type.Object({ ok: Type.Boolean(), message: Type.Optional(Type.String()) });

/** The standard error answers a route may give, to spread into `response`. */
export const errorResponses = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
  429: ErrorBody,
};
