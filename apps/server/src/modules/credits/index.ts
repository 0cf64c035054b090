export { type CreditBackInput, type CreditBackResult, creditBack } from './credit-back.ts';
export {
  grantFreeCredits,
  grantPurchase,
  lockOrganisation,
  refundPurchase,
  spendableBalance,
} from './credit-ledger.ts';
export { planOf } from './credit-reads.ts';
export { allowanceLeftOf, notEnoughCredits, spendCredits, spendCreditsBatch } from './credit-spends.ts';
export { expireCreditsJob } from './credits.jobs.ts';
export { registerCreditRoutes } from './credits.routes.ts';
export { type CreditService, createCreditService } from './credits.service.ts';
export { csvField } from './ledger-csv.ts';
