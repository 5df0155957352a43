// Lookups (document types, nationalities…) and general settings, for forms that validate against them.
export { commonRepository } from './common-repository.ts';
