// The customers table: authentication signs in against it, other modules read a customer's name and contacts.
export { customerRepository, fullName, type CustomerRow, type NewCustomer } from './customer-repository.ts';
