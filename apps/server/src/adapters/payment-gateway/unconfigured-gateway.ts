import { GatewayError, type PaymentGateway } from './payment-gateway.ts';

const refuse = async (): Promise<never> => {
  throw new GatewayError('unavailable', 'no card gateway is configured');
};

/** For an app built without a gateway (account-only tests): every card call fails as "unavailable". */
export const unconfiguredGateway: PaymentGateway = {
  publicOrigin: '',
  createAccessToken: refuse,
  createPayment: refuse,
  getPayment: refuse,
  findPaymentByKey: refuse,
  capture: refuse,
  void: refuse,
  refund: refuse,
  vaultCard: refuse,
  deleteVaultedCard: refuse,
};
