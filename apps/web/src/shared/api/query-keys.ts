/**
 * The query keys more than one screen reads or a payment must refresh, named once (issue 14): a key typed
 * by hand in two places is a cache one of them forgets to refresh.
 */
export const queryKeys = {
  /** RegistredBills/GetCustomerProfileData: outstanding balance and the points' cash value. */
  customerProfileData: 'customer-profile-data',
  /** A bill's payment history (the History dialog). */
  paymentHistory: 'payment-history',
  /** The registered-bills list's dues, inquired in the background. */
  billDues: 'bill-dues',
  /** The dashboard's inquiry of every registered bill (its total and doughnut). */
  dashboardInquiry: 'dashboard-inquiry',
  /** The customer's saved cards. */
  savedCards: 'saved-cards',
} as const;
