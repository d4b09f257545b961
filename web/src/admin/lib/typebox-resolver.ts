// A react-hook-form resolver over a sync-protocol TypeBox schema: the form refuses exactly what the
// API would refuse, with the same limits, before anything is sent.
import { schemaErrors } from '@civics/sync-protocol';
import type { FieldErrors, FieldValues, Resolver, ResolverResult } from 'react-hook-form';
type TSchema = Parameters<typeof schemaErrors>[0];

type ErrorTree = Record<string, unknown>;

/** Places `error` at a dotted path ("testModeConfig.readCount") in react-hook-form's nested errors. */
function place(tree: ErrorTree, path: string, message: string): void {
  const parts = path ? path.split('.') : ['root'];
  let node = tree;
  for (const part of parts.slice(0, -1)) {
    node[part] = (node[part] as ErrorTree | undefined) ?? {};
    node = node[part] as ErrorTree;
  }
  const last = parts[parts.length - 1]!;
  if (!node[last]) node[last] = { type: 'schema', message };
}

export function typeboxResolver<T extends FieldValues>(schema: TSchema): Resolver<T> {
  return (values: T): ResolverResult<T> => {
    const errors = schemaErrors(schema, values);
    if (errors.length === 0) return { values, errors: {} };
    const tree: ErrorTree = {};
    for (const error of errors) place(tree, error.path, error.message);
    return { values: {}, errors: tree as FieldErrors<T> };
  };
}
