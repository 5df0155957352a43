/** A masked card number in groups of four, as printed on the card (spec 02 §3). */
export const groupInFours = (masked: string) => masked.replace(/\s/g, '').replace(/(.{4})(?=.)/g, '$1 ');

/** MM/YYYY as MM/YY. */
export const shortExpiry = (expiry: string) => {
  const [month, year] = expiry.split('/');
  return month && year ? `${month}/${year.slice(-2)}` : expiry;
};

/** "visa" → "Visa", "MASTERCARD" → "Mastercard": a brand as its owner writes it, near enough. */
export const brandName = (brand: string) => brand.charAt(0).toUpperCase() + brand.slice(1).toLowerCase();
