import type { ComponentType } from 'react';

/**
 * Every page module the route table loads, each a chunk of its own, in three groups: pages only a visitor
 * sees, pages only inside the signed-in frame, and pages in both. The route table (route-table.tsx) takes
 * its pages from here only, and `npm run size` reads this file to budget every page: a page added here
 * is checked, with the signed-in frame for the last two groups (scripts/bundle-size.mjs).
 */
type Load = () => Promise<{ Component: ComponentType }>;

export const visitorPages = {
  login: () => import('./routes/login-route').then((m) => ({ Component: m.LoginRoute })),
  otpLogin: () => import('@/features/auth/components/otp-login-page').then((m) => ({ Component: m.OtpLoginPage })),
  changePassword: () =>
    import('@/features/auth/components/forced-change-password-page').then((m) => ({ Component: m.ForcedChangePasswordPage })),
  forget: () => import('@/features/auth/components/forget-password-page').then((m) => ({ Component: m.ForgetPasswordPage })),
  otpForget: () => import('@/features/auth/components/otp-forget-password-page').then((m) => ({ Component: m.OtpForgetPasswordPage })),
  forgetCreate: () =>
    import('@/features/auth/components/forget-password-create-page').then((m) => ({ Component: m.ForgetPasswordCreatePage })),
  selfRegistration: () =>
    import('@/features/registration/components/self-registration-page').then((m) => ({ Component: m.SelfRegistrationPage })),
  createPassword: () =>
    import('@/features/registration/components/create-password-page').then((m) => ({ Component: m.CreatePasswordPage })),
  timeout: () => import('@/features/session/components/session-timeout-page').then((m) => ({ Component: m.SessionTimeOutPage })),
  unauthorized: () => import('@/features/session/components/unauthorized-page').then((m) => ({ Component: m.UnauthorizedPage })),
} satisfies Record<string, Load>;

export const signedInPages = {
  dashboard: () => import('@/features/dashboard/components/dashboard-page').then((m) => ({ Component: m.DashboardPage })),
  usage: () => import('@/features/dashboard/components/usage-page').then((m) => ({ Component: m.UsagePage })),
  cards: () => import('@/features/cards/components/card-management-page').then((m) => ({ Component: m.CardManagementPage })),
  history: () =>
    import('@/features/transaction-history/components/transaction-history-page').then((m) => ({ Component: m.TransactionHistoryPage })),
  registeredBills: () =>
    import('@/features/registered-bills/components/registered-bills-page').then((m) => ({ Component: m.RegisteredBillsPage })),
  locations: () => import('@/features/locations/components/location-details-page').then((m) => ({ Component: m.LocationDetailsPage })),
  branches: () => import('@/features/branches/components/branch-details-page').then((m) => ({ Component: m.BranchDetailsPage })),
  complaints: () => import('@/features/complaints/components/complaints-page').then((m) => ({ Component: m.ComplaintsPage })),
  /** Drawn with the Notifications section below it (route-table.tsx). */
  profile: () => import('@/features/profile/components/profile-page').then((m) => ({ Component: m.PersonalProfilePage })),
} satisfies Record<string, Load>;

export const everyonePages = {
  guestComplaint: () => import('@/features/complaints/components/complaints-page').then((m) => ({ Component: m.GuestComplaintPage })),
  quickPayment: () => import('@/features/quick-payment/components/quick-payment-page').then((m) => ({ Component: m.QuickPaymentPage })),
  oneTimePayment: () =>
    import('@/features/one-time-payment/components/one-time-payment-page').then((m) => ({ Component: m.OneTimePaymentPage })),
  paymentForm: () => import('@/features/payment-form/components/payment-form-page').then((m) => ({ Component: m.PaymentFormPage })),
  paymentResult: () =>
    import('@/features/payment-result/components/confirm-payment-page').then((m) => ({ Component: m.ConfirmPaymentPage })),
  giftCards: () => import('@/features/gift-cards/components/gift-cards-page').then((m) => ({ Component: m.GiftCardsPage })),
  giftCard: () => import('@/features/gift-cards/components/gift-card-payment-page').then((m) => ({ Component: m.GiftCardPaymentPage })),
  about: () => import('@/features/content/components/content-page').then((m) => ({ Component: m.AboutPage })),
  terms: () => import('@/features/content/components/content-page').then((m) => ({ Component: m.TermsPage })),
  privacy: () => import('@/features/content/components/content-page').then((m) => ({ Component: m.PrivacyPage })),
  contact: () => import('@/features/content/components/content-page').then((m) => ({ Component: m.ContactPage })),
  notFound: () => import('@/features/errors/components/not-found-page').then((m) => ({ Component: m.NotFoundPage })),
} satisfies Record<string, Load>;
