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
import { everyonePages, signedInPages, visitorPages } from './route-modules';

// Each page is its own chunk (route-modules.ts), so the login route loads only what it needs.
const page = (load: () => Promise<{ Component: React.ComponentType }>, title?: TranslationKey) => ({
  lazy: load,
  handle: { title } satisfies RouteHandle,
});

const auth = visitorPages;
const session = { timeout: visitorPages.timeout, unauthorized: visitorPages.unauthorized };
const pay = {
  quick: everyonePages.quickPayment,
  oneTime: everyonePages.oneTimePayment,
  form: everyonePages.paymentForm,
  result: everyonePages.paymentResult,
  gifts: everyonePages.giftCards,
  gift: everyonePages.giftCard,
};
const content = (name: 'about' | 'terms' | 'privacy' | 'contact') => everyonePages[name];
const { notFound } = everyonePages;
const { cards, history, registeredBills, dashboard, usage, locations, branches, complaints } = signedInPages;
/**
 * The profile page with the Notifications section below it (two features, put together here). The section
 * is below the form, off a phone's first screen: its code loads and it is drawn when the reader scrolls
 * near it, once the form is there (issue 13).
 */
const NotificationsSection = onDemand(() =>
  import('@/features/notifications/components/notifications-section').then((m) => m.NotificationsSection),
);
const profile = () =>
  signedInPages.profile().then(({ Component: PersonalProfilePage }) => ({
    Component: () => (
      <PersonalProfilePage
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
      { path: paths.abouts, ...page(content('about'), 'footer.about') },
      { path: paths.termsAndCondition, ...page(content('terms'), 'footer.terms') },
      { path: paths.privacyPolicys, ...page(content('privacy'), 'footer.privacy') },
      { path: paths.contact, ...page(content('contact'), 'footer.contact') },
      { path: paths.guestComplaint, ...page(everyonePages.guestComplaint, 'complaints.new') },
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
          { path: paths.complaints, ...page(complaints, 'complaints.title') },
          { path: paths.registredBill, ...page(registeredBills, 'registeredBills.title') },
          { path: paths.locationDetails, ...page(locations, 'locations.title') },
          { path: paths.brancheDetails, ...page(branches, 'branches.title') },
          { path: paths.personalProfile, ...page(profile, 'profile.title') },
          { path: paths.about, ...page(content('about'), 'footer.about') },
          { path: paths.aboutLower, ...page(content('about'), 'footer.about') },
          { path: paths.termsAndConditions, ...page(content('terms'), 'footer.terms') },
          { path: paths.privacyPolicy, ...page(content('privacy'), 'footer.privacy') },
          { path: paths.contactUs, ...page(content('contact'), 'footer.contact') },
          { path: paths.error404, ...page(notFound, 'errors.title') },
        ],
      },
    ],
  },
  { element: <NotFoundFrame />, children: [{ path: '*', ...page(notFound, 'errors.title') }] },
];
