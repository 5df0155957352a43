/**
 * Where a utility account's meter is, as the utility knows it (DESIGN §1: utility data sits behind an
 * adapter). A real utility feed is another implementation of this interface, chosen by configuration.
 */
export interface MeterPoint {
  latitude: number;
  longitude: number;
}

export interface MeterLocations {
  /** The meter of `accountNo` at `billerId`, or null when the utility has no place for it. */
  locate(account: { billerId: number; accountNo: string }): Promise<MeterPoint | null>;
}
