import type { RouteObject } from 'react-router';
import { lazy, Suspense } from 'react';
import { paths } from '@/config/paths';
import { useAuth } from '@/shared/api/session-store';
import { onDemand } from '@/shared/ui/on-demand';
import { RenderWhenNear } from '@/shared/ui/render-when-near';
import { PublicLayout } from './layout/public-layout';
import { RedirectIfSignedIn, RequireAuth } from './guard';
import type { TranslationKey } from '@/shared/i18n';
import type { RouteHandle } from './route-title';

// Each page is its own chunk, so the login route loads only what it needs.
const page = (load: () => Promise<{ Component: React.ComponentType }>, title?: TranslationKey) => ({
  lazy: load,
  handle: { title } satisfies RouteHandle,
});

const auth = {
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
};
const content = (name: 'TermsPage' | 'AboutPage' | 'PrivacyPage' | 'ContactPage') => () =>
  import('@/features/content/components/content-page').then((m) => ({ Component: m[name] }));
const session = {
  timeout: () => import('@/features/session/components/session-timeout-page').then((m) => ({ Component: m.SessionTimeOutPage })),
  unauthorized: () => import('@/features/session/components/unauthorized-page').then((m) => ({ Component: m.UnauthorizedPage })),
};
const pay = {
  quick: () => import('@/features/quick-payment/components/quick-payment-page').then((m) => ({ Component: m.QuickPaymentPage })),
  oneTime: () => import('@/features/one-time-payment/components/one-time-payment-page').then((m) => ({ Component: m.OneTimePaymentPage })),
  form: () => import('@/features/payment-form/components/payment-form-page').then((m) => ({ Component: m.PaymentFormPage })),
  result: () => import('@/features/payment-result/components/confirm-payment-page').then((m) => ({ Component: m.ConfirmPaymentPage })),
  gifts: () => import('@/features/gift-cards/components/gift-cards-page').then((m) => ({ Component: m.GiftCardsPage })),
  gift: () => import('@/features/gift-cards/components/gift-card-payment-page').then((m) => ({ Component: m.GiftCardPaymentPage })),
};
const notFound = () => import('@/features/errors/components/not-found-page').then((m) => ({ Component: m.NotFoundPage }));
const cards = () => import('@/features/cards/components/card-management-page').then((m) => ({ Component: m.CardManagementPage }));
const history = () =>
  import('@/features/transaction-history/components/transaction-history-page').then((m) => ({ Component: m.TransactionHistoryPage }));
const registeredBills = () =>
  import('@/features/registered-bills/components/registered-bills-page').then((m) => ({ Component: m.RegisteredBillsPage }));
const dashboard = () => import('@/features/dashboard/components/dashboard-page').then((m) => ({ Component: m.DashboardPage }));
const usage = () => import('@/features/dashboard/components/usage-page').then((m) => ({ Component: m.UsagePage }));
const locations = () => import('@/features/locations/components/location-details-page').then((m) => ({ Component: m.LocationDetailsPage }));
const branches = () => import('@/features/branches/components/branch-details-page').then((m) => ({ Component: m.BranchDetailsPage }));
/**
 * The profile page with the Notifications section below it (two features, put together here). The section
 * is below the form, off a phone's first screen: its code loads and it is drawn when the reader scrolls
 * near it, once the form is there (issue 13).
 */
const NotificationsSection = onDemand(() =>
  import('@/features/notifications/components/notifications-section').then((m) => m.NotificationsSection),
);
const profile = () =>
  import('@/features/profile/components/profile-page').then((p) => ({
    Component: () => (
      <p.PersonalProfilePage
        below={
          <RenderWhenNear minHeight={480}>
            <NotificationsSection />
          </RenderWhenNear>
        }
      />
    ),
  }));

/** The signed-in frame (header, menu, idle timeout, its dialogs) is a chunk of its own: a visitor's pages never load it. */
const appLayout = () => import('./layout/app-layout').then((m) => ({ Component: m.AppLayout }));
const AppLayout = lazy(() => appLayout().then((m) => ({ default: m.Component })));

/** Unknown paths show 404 inside whichever frame fits the visitor. */
function NotFoundFrame() {
  const signedIn = Boolean(useAuth());
  return signedIn ? (
    <Suspense fallback={null}>
      <AppLayout />
    </Suspense>
  ) : (
    <PublicLayout />
  );
}

/** Every address of the portal; the browser router (router.tsx) and the build's prerender (prerender.tsx) both read it. */
export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      {
        element: <RedirectIfSignedIn />,
        children: [
          { path: paths.root, ...page(auth.login, 'auth.login.title') },
          { path: paths.login, ...page(auth.login, 'auth.login.title') },
          { path: paths.otpLogin, ...page(auth.otpLogin, 'auth.otp.title') },
        ],
      },
      { path: paths.changePassword, ...page(auth.changePassword, 'auth.forced.title') },
      { path: paths.forgetPassword, ...page(auth.forget, 'auth.forgot.title') },
      { path: paths.otpForgetPassword, ...page(auth.otpForget, 'auth.otp.title') },
      { path: paths.forgetPasswordCreate, ...page(auth.forgetCreate, 'auth.forgotCreate.title') },
      { path: paths.selfRegistration, ...page(auth.selfRegistration, 'registration.title') },
      { path: paths.selfRegistrationOld, ...page(auth.selfRegistration, 'registration.title') },
      { path: paths.createPassword, ...page(auth.createPassword, 'registration.createPassword.title') },
      { path: paths.sessionTimeOut, ...page(session.timeout, 'session.timeoutTitle') },
      { path: paths.unauthorized, ...page(session.unauthorized, 'session.unauthorizedTitle') },
      { path: paths.quickPayment, ...page(pay.quick, 'payment.quick.title') },
      { path: paths.oneTimePayment, ...page(pay.oneTime, 'payment.oneTime.title') },
      { path: paths.paymentForm, ...page(pay.form, 'payment.form.title') },
      { path: paths.confirmPayment, ...page(pay.result, 'payment.result.title') },
      { path: paths.giftCardsPublic, ...page(pay.gifts, 'payment.gift.title') },
      { path: paths.giftCardPaymentPublic, ...page(pay.gift, 'payment.gift.title') },
      { path: paths.abouts, ...page(content('AboutPage'), 'footer.about') },
      { path: paths.termsAndCondition, ...page(content('TermsPage'), 'footer.terms') },
      { path: paths.privacyPolicys, ...page(content('PrivacyPage'), 'footer.privacy') },
      { path: paths.contact, ...page(content('ContactPage'), 'footer.contact') },
    ],
  },
  {
    element: <RequireAuth />,
    children: [
      {
        lazy: appLayout,
        children: [
          { path: paths.dashboard, ...page(dashboard, 'dashboard.title') },
          { path: paths.showUsageAccount, ...page(usage, 'dashboard.showUsage.title') },
          { path: '/DashboardOld', ...page(dashboard, 'dashboard.title') },
          { path: paths.quickPayments, ...page(pay.quick, 'payment.quick.titleSignedIn') },
          { path: paths.oneTimePayments, ...page(pay.oneTime, 'payment.oneTime.title') },
          { path: '/OneTimePaymentsOld', ...page(pay.oneTime, 'payment.oneTime.title') },
          { path: paths.billPayment, ...page(pay.oneTime, 'payment.oneTime.title') },
          { path: paths.paymentForms, ...page(pay.form, 'payment.form.title') },
          { path: paths.giftCards, ...page(pay.gifts, 'payment.gift.title') },
          { path: paths.giftCardPayment, ...page(pay.gift, 'payment.gift.title') },
          { path: paths.cardManagement, ...page(cards, 'cards.title') },
          { path: paths.transactionHistory, ...page(history, 'history.title') },
          { path: paths.registredBill, ...page(registeredBills, 'registeredBills.title') },
          { path: paths.locationDetails, ...page(locations, 'locations.title') },
          { path: paths.brancheDetails, ...page(branches, 'branches.title') },
          { path: paths.personalProfile, ...page(profile, 'profile.title') },
          { path: paths.about, ...page(content('AboutPage'), 'footer.about') },
          { path: paths.aboutLower, ...page(content('AboutPage'), 'footer.about') },
          { path: paths.termsAndConditions, ...page(content('TermsPage'), 'footer.terms') },
          { path: paths.privacyPolicy, ...page(content('PrivacyPage'), 'footer.privacy') },
          { path: paths.contactUs, ...page(content('ContactPage'), 'footer.contact') },
          { path: paths.error404, ...page(notFound, 'errors.title') },
        ],
      },
    ],
  },
  { element: <NotFoundFrame />, children: [{ path: '*', ...page(notFound, 'errors.title') }] },
];
