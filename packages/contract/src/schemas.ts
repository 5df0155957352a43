// The call table and the envelope, alone: what the browser loads with its first call (decision 032).
export { calls } from './call-table.ts';
export { envelopeSchema } from './envelope.ts';
