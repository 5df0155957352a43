/**
 * What a staff member sees of a customer before a reveal (issue 31 §4): enough to match what a caller
 * says ("my number ends in 01"), not enough to copy.
 */
export function maskMobile(mobile: string | null | undefined): string | null {
  if (!mobile) return null;
  return mobile.length <= 5 ? '•'.repeat(mobile.length) : `${mobile.slice(0, 3)}${'•'.repeat(mobile.length - 5)}${mobile.slice(-2)}`;
}

export function maskEmail(email: string | null | undefined): string | null {
  if (!email) return null;
  const at = email.indexOf('@');
  if (at < 1) return '•••';
  return `${email[0]}•••${email.slice(at)}`;
}

export function maskName(name: string | null | undefined): string | null {
  if (!name) return null;
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => `${[...w][0]}•••`)
    .join(' ');
}
