export * from './load.js';
export * from './schema.js';
export * from './normalize.js';
export { validateAll, checkBank, checkTranslation, POOL_SIZE } from './validate.js';
export * from './n400.js';
export * from './n400-schema.js';
