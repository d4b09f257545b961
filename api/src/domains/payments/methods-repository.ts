// Payment methods (spec part 2 §3) and whether each can really take a payment now: card and PayPal
// need PayPal configured, Zelle and bank transfer need the details the learner sends money to.
import type { Selectable, Updateable } from 'kysely';
import type {
  AdminPaymentMethodDto,
  PaymentInstructions,
  PaymentMethodDto,
  UnavailableReason,
} from '@civics/sync-protocol';
import type { DbOrTrx, PaymentMethodsTable } from '../../db/database.js';
import { parseJson } from '../../lib/json.js';

export type MethodRow = Selectable<PaymentMethodsTable>;

/** What the server knows beyond the table: is PayPal configured, which details come from the environment. */
export interface MethodContext {
  paypalConfigured: boolean;
  defaultInstructions: PaymentInstructions;
}

export function listMethods(db: DbOrTrx, options: { activeOnly: boolean }): Promise<MethodRow[]> {
  let query = db.selectFrom('paymentMethods').selectAll();
  if (options.activeOnly) query = query.where('isActive', '=', 1);
  return query.orderBy('id').execute();
}

export function findMethodByName(db: DbOrTrx, name: string): Promise<MethodRow | undefined> {
  return db.selectFrom('paymentMethods').selectAll().where('name', '=', name).executeTakeFirst();
}

export function findMethod(db: DbOrTrx, id: number): Promise<MethodRow | undefined> {
  return db.selectFrom('paymentMethods').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function updateMethod(db: DbOrTrx, id: number, changes: Updateable<PaymentMethodsTable>): Promise<void> {
  await db.updateTable('paymentMethods').set(changes).where('id', '=', id).execute();
}

const ZELLE_FIELDS = ['zelleRecipient', 'zelleRecipientName'] as const;
const BANK_FIELDS = ['bankName', 'accountName', 'accountNumber', 'routingNumber', 'swiftCode'] as const;

/** The admin's details over the environment's, limited to the fields this method shows. */
export function instructionsOf(row: MethodRow, context: MethodContext): PaymentInstructions {
  const merged: PaymentInstructions = {
    ...context.defaultInstructions,
    ...nonEmpty(parseJson<PaymentInstructions>(row.instructions, {})),
  };
  const fields: readonly (keyof PaymentInstructions)[] =
    row.name === 'zelle' ? ZELLE_FIELDS : row.name === 'bank_transfer' ? BANK_FIELDS : [];
  return Object.fromEntries(fields.filter((f) => merged[f]).map((f) => [f, merged[f]])) as PaymentInstructions;
}

function nonEmpty(instructions: PaymentInstructions): PaymentInstructions {
  return Object.fromEntries(Object.entries(instructions).filter(([, v]) => typeof v === 'string' && v.trim() !== ''));
}

/** Why the learner cannot use this method now, or undefined when it works. */
export function unavailableReason(row: MethodRow, context: MethodContext): UnavailableReason | undefined {
  // What is missing on the server comes first: an admin's switch cannot make it work.
  if (!isConfigured(row, context)) return 'not_configured';
  return row.isEnabled === 1 ? undefined : 'disabled';
}

function isConfigured(row: MethodRow, context: MethodContext): boolean {
  if (row.name === 'card' || row.name === 'paypal') return context.paypalConfigured;
  const instructions = instructionsOf(row, context);
  if (row.name === 'zelle') return Boolean(instructions.zelleRecipient);
  if (row.name === 'bank_transfer') return Boolean(instructions.accountNumber && instructions.routingNumber);
  // A method we have no integration for is shown as "coming soon" by the screen.
  return false;
}

/** What the learner's and the admin's lists share; `isEnabled` is what each of them means by it. */
function methodBase(row: MethodRow, isEnabled: boolean) {
  return {
    id: row.id,
    name: row.name,
    displayName: row.displayName,
    description: row.description,
    type: row.type,
    isEnabled,
    isActive: row.isActive === 1,
  };
}

/** For the learner, enabled means usable now; otherwise the reason says why not. */
export function toMethodDto(row: MethodRow, context: MethodContext): PaymentMethodDto {
  const reason = unavailableReason(row, context);
  const dto: PaymentMethodDto = methodBase(row, reason === undefined);
  if (reason) dto.unavailableReason = reason;
  return dto;
}

/** For the admin, enabled is their own switch, next to the reason the method does not work yet. */
export function toAdminMethodDto(row: MethodRow, context: MethodContext): AdminPaymentMethodDto {
  const reason = unavailableReason(row, context);
  const dto: AdminPaymentMethodDto = {
    ...methodBase(row, row.isEnabled === 1),
    instructions: parseJson<PaymentInstructions>(row.instructions, {}),
  };
  if (reason) dto.unavailableReason = reason;
  return dto;
}
