/** The route table (spec 01 §2, 02 §2). Paths keep the spec's spelling; getHref builds links. */
export const BASE_PATH = '/BillPaymentClient';

export const paths = {
  root: '/',
  login: '/Login',
  otpLogin: '/OTPLogin',
  changePassword: '/ChangePassword',
  forgetPassword: '/ForgetPassword',
  otpForgetPassword: '/OTPForgetPassword',
  forgetPasswordCreate: '/ForgetPasswordCreate',
  selfRegistration: '/SelfRegistration',
  selfRegistrationOld: '/SelfRegistrationOld',
  createPassword: '/CreatePassword',
  sessionTimeOut: '/SessionTimeOut',
  unauthorized: '/UnAuthorized',
  abouts: '/abouts',
  termsAndCondition: '/TermsAndCondition',
  privacyPolicys: '/PrivacyPolicys',
  contact: '/Contact',
  quickPayment: '/QuickPayment',
  oneTimePayment: '/OneTimePayment',
  paymentForm: '/PaymentForm',
  confirmPayment: '/ConfirmPayment',
  dashboard: '/Dashboard',
  error404: '/Error/Error404',
  about: '/About',
  aboutLower: '/about',
  termsAndConditions: '/TermsAndConditions',
  privacyPolicy: '/PrivacyPolicy',
  contactUs: '/ContactUs',
  registredBill: '/RegistredBill',
  transactionHistory: '/TransactionHistory',
  /** Ours (issue 33): the customer's complaints; ?ref=&billingNo= opens a new one, ?number= one of them. */
  complaints: '/Complaints',
  /** Ours (issue 33): a visitor's complaint about a payment made without an account (?ref= prefills it). */
  guestComplaint: '/Complaint',
  locationDetails: '/LocationDetails',
  brancheDetails: '/BrancheDetails',
  personalProfile: '/PersonalProfile',
  showUsageAccount: '/ShowUsageAccount',
  quickPayments: '/QuickPayments',
  oneTimePayments: '/OneTimePayments',
  paymentForms: '/PaymentForms',
  cardManagement: '/CardManagement',
  giftCards: '/A2AeSh7an',
  giftCardPayment: '/A2AeSh7anPayment',
  /** Ours (decision 009): the gift cards for visitors, beside the spec's protected pair above. */
  giftCardsPublic: '/GiftCards',
  giftCardPaymentPublic: '/GiftCardPayment',
  billPayment: '/BillPayment',
  testPage: '/TestPage',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];

/** A full URL path including the base, for window.location and links outside the router. */
export const getHref = (path: AppPath | string) => `${BASE_PATH}${path}`;
