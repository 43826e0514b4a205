// Kept until functions/ws imports from realtime/ directly; delete then.
export * from './realtime/connections-repo';
