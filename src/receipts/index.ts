// Entry `ratebook/receipts`: the receipts of `explain: true` (the dataset's version fingerprint with
// its SHA-256, the snapshot, providers, derivation and the stored literals used), apart from the core
// so that an app that never asks for a receipt does not ship them. Importing this entry registers
// them, and from then on the operations of `ratebook` take `explain: true`.
import { registerReceiptEngine } from './receiptEngine.js';

// The one thing this entry does when loaded (package.json lists it under sideEffects, so a bundler
// keeps `import 'ratebook/receipts'`).
registerReceiptEngine();

export type { Receipt, ReceiptRounding, Derivation } from '../types.js';
