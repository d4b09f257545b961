// Wire schemas shared by the API (validation, serialization) and the web app (types only).
export * from './constants.js';
export * from './validation.js';
export * from './error-codes.js';
export * from './schemas/common.js';
export * from './schemas/accounts.js';
export * from './schemas/content.js';
export * from './schemas/settings.js';
export * from './schemas/sync.js';
export * from './schemas/payments.js';
export * from './schemas/translations.js';
export * from './schemas/admin-content.js';
export * from './schemas/tests.js';
export * from './schema-errors.js';
export * from './schemas/admin.js';
export * from './schemas/officials.js';
export * from './schemas/account-data.js';
