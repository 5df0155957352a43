/** Texts of the passkeys, the QR code and the audit log's action names (decision 054), spread into en.ts. */
export const passkeyEn = {
  'passkeys.heading': 'Passkeys',
  'passkeys.help':
    'A passkey signs you in with your device’s fingerprint, face or PIN instead of the authenticator code, and confirms it is you before sensitive actions.',
  'passkeys.none': 'No passkeys yet',
  'passkeys.name': 'Name of this passkey',
  'passkeys.namePlaceholder': 'e.g. Office laptop',
  'passkeys.add': 'Add a passkey',
  'passkeys.added': 'Added (Oman time)',
  'passkeys.lastUsed': 'Last used',
  'passkeys.never': 'Never',
  'passkeys.remove': 'Remove',
  'passkeys.confirmFirst': 'Confirm it is you first: enter a new code from your authenticator app, or use a passkey.',
  'passkeys.confirm': 'Confirm',
  'passkeys.unsupported': 'This browser cannot use passkeys.',
  'passkeys.use': 'Use a passkey',
  'passkeys.or': 'or',
  'invitation.passkeyStep': '3. A passkey (optional)',
  'invitation.passkeyHelp':
    'Also make a passkey on this device to sign in with its fingerprint, face or PIN instead of the code. You can add one later under My sessions.',
  'invitation.passkeyReady': 'Passkey ready, kept when you create the account:',
  'qr.alt': 'QR code to add the back office to your authenticator app',
  'qr.scan': 'Scan this code with your authenticator app, or type the key below.',
  'audit.outcome.ok': 'Done',
  'audit.outcome.refused': 'Refused',
  'audit.outcome.failed': 'Failed',
} as const;
