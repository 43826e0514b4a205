// Kept until functions/lib/http imports from identity/ directly; delete then.
export * from './identity/records';
