/** The method on file: one read shared with My Balance (lib/payment-method.ts). */
export {
  AutopaymentMethodSchema,
  autopaymentQuery,
  fetchAutopayment,
  useAutopayment,
  type AutopaymentData,
  type AutopaymentMethod,
} from '../../../lib/payment-method';
