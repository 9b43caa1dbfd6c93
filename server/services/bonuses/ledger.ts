/*
 * The bonus ledger (issue 14), in four parts: the balance and its entries
 * (`balance.ts`, the one place balances move), holds (`hold-ledger.ts`),
 * lots (`lots.ts`) and earning (`earning.ts`). This module gathers them for
 * the callers that want the whole ledger.
 */
export * from './balance';
export * from './earning';
export * from './hold-ledger';
export * from './lots';
