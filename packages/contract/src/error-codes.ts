/** Result codes on the wire (spec 01 §8, DESIGN §4). HTTP status is 200 for every business outcome. */
export const ErrorCode = {
  Success: 0,
  /** A payment whose outcome is not known yet; the result page polls. */
  Pending: 1,
  /** The payment ended without taking money (declined, refused by the biller, refunded). */
  PaymentFailed: 2,
  OtpRequired: -2,
  ForceChangePassword: 19,
  ForceChangePasswordAlt: 9,
  SessionTimeOut: -77,
  Unauthorized: 401,
  NotFound: 404,
  Conflict: 409,
  TooManyRequests: 429,
  Failed: 500,
  Unavailable: 503,
  MissingDataIntegrity: 901,
  /** What the caller saw changed before the call (HTTP 412's meaning): look again, then decide. */
  PreconditionFailed: 412,
} as const;
export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];
