export { registeredBillRepository, type NewRegisteredBill, type RegisteredBillRow } from './repository.ts';
// What a customer owes on their registered postpaid bills, in baisa (the profile's outstanding balance).
export { registeredOutstanding } from './outstanding.ts';
export { billNotFound } from './service.ts';
