/** The payment domain's public surface (README.md maps each spec payment screen to its parts). Features import from here only. */
export { invalidateAfterPayment } from './after-payment';
export { Amount, Ltr } from './amount';
export { AmountInput } from './amount-input';
export { amountFormat, checkAmount, type AmountProblem } from './amount-rules';
export { AddCardModal } from './cards/add-card-modal';
export { brandName, groupInFours, shortExpiry } from './cards/card-format';
export { savedCardsQueryOptions, useSavedCards } from './cards/get-all-cards';
export { SavedCardLine, SavedCardRadios } from './cards/saved-card-radios';
export { EditAmountModal, type AmountModalProps } from './edit-amount-modal';
export { HistoryModal } from './history-modal';
// The code-confirmation fields every saved-card and wallet payment sends, one bill or a basket.
export { cardCodeFields, walletCodeFields, type CardCodeInput, type WalletCodeInput } from './calls/code-confirmation';
export { cardFieldSelectors, HostedCardFields } from './hosted-card-fields';
export { openPdf } from './open-pdf';
export {
  isBulkPaymentForm,
  paymentFormStorage,
  VISITOR_LEGAL_DOCUMENT,
  type BulkPaymentFormData,
  type CardPageData,
  type LegalDocumentRef,
  type PaymentFormData,
} from './payment-state';
export { usePaymentRoads, type CodeStep } from './payment-roads';
export { usePointsCash } from './points-cash';
export { ReceiptActions } from './receipt-actions';
export { ReceiptDetails } from './receipt-details';
export { RecentPaymentWarning } from './recent-payment-warning';
export { recentPaymentOf } from './recent-payment-of';
export { openNamedReceipt, receiptPagePath, useReceiptInAddress } from './receipt-url';
export { ResultBanner } from './result-banner';
export { SavedCardCvv, savedCardCvvFields } from './saved-card-cvv';
export { cardWalletViews } from './steps/card-wallet-steps';
export { drawStep, type StepTable } from './steps/step-table';
export { methodView, receiptView } from './steps/shared-views';
export { MethodOption, MethodStep } from './steps/method-step';
export { ReceiptStep, usePreloadReceipt } from './steps/receipt-step-on-demand';
export {
  ALERT_ERROR,
  PrimaryButton,
  SecondaryButton,
  StepActions,
  StepFrame,
  useStepFrame,
  type StepFramer,
  type StepTitle,
} from './steps/step-frame';
// The receipt's e-mail and mobile fields and their rules, for every payment that asks a visitor for them.
export { ContactEmailInput, ContactMobileInput, contactRules } from './steps/contact-inputs';
export { useStepsInHistory } from './steps/steps-in-history';
export { hostedFieldsErrorText, useHostedFields } from './use-hosted-fields';
export { useLinePayment } from './use-line-payment';
export { useOnce } from './use-once';
