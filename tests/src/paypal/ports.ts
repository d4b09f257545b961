// The PayPal spec's own server and its sidecar (fake SDK, approval window, mail), away from E2E_PORT
// (each worker's, so two workers never share them).
import { E2E_PORT } from '../constants.js';

export const PAYPAL_E2E_PORT = Number(process.env.E2E_PAYPAL_PORT ?? E2E_PORT + 1000);
export const PAYPAL_SIDECAR_PORT = PAYPAL_E2E_PORT + 1;
export const PAYPAL_E2E_URL = `http://127.0.0.1:${PAYPAL_E2E_PORT}`;
export const PAYPAL_SIDECAR_URL = `http://127.0.0.1:${PAYPAL_SIDECAR_PORT}`;
