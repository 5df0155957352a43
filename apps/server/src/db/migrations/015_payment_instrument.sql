-- What the receipt may show of the card that paid (issue 11): its brand and last four digits, as the
-- gateway reports them once the card is authorised. Never more of the number; a wallet payment shows
-- the last four digits of its wallet_mobile instead.
ALTER TABLE payments ADD COLUMN card_last4 text;
ALTER TABLE payments ADD COLUMN card_brand text;
