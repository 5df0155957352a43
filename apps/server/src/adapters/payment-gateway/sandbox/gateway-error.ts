/** A refusal the sandbox answers as `{ error: { code, message, messageAr } }` with an HTTP status. */
export class GwError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly messageAr?: string,
  ) {
    super(message);
    this.name = 'GwError';
  }

  toJSON() {
    return { error: { code: this.code, message: this.message, ...(this.messageAr ? { messageAr: this.messageAr } : {}) } };
  }
}

export const notFound = (what: string) => new GwError(404, 'not_found', `${what} not found`);
