// Wire schemas shared by the API (validation, serialization) and the web app (types only).
export * from './constants.js';
export * from './validation.js';
export * from './schemas/common.js';
export * from './schemas/accounts.js';
export * from './schemas/content.js';
export * from './schemas/settings.js';
export * from './schemas/sync.js';
