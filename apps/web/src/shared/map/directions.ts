/**
 * Directions to a place in whatever map the phone or computer has: Google Maps' universal link opens
 * the Maps app on a phone and the web map elsewhere, with no key (DESIGN §4 keeps maps keyless).
 */
export const directionsUrl = (latitude: number, longitude: number) =>
  `https://www.google.com/maps/dir/?api=1&destination=${latitude.toFixed(6)},${longitude.toFixed(6)}`;
