import { PAYMENTS_NOT_CONFIGURED_MESSAGE } from '@realty/proto-schemas';
import { appError } from '@realty/service-kit';

/** 503 at the edge: this deployment has no Stripe key. */
export const paymentsNotConfigured = () => appError('PAYMENTS_NOT_CONFIGURED', PAYMENTS_NOT_CONFIGURED_MESSAGE);
