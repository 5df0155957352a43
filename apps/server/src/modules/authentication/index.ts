// The single-use proof a code step hands to CreatePassword; registration issues and consumes it too.
export { passwordGrants } from './password-grants.ts';
export { registrationAttemptText, registrationCodeText } from './sms-texts.ts';
