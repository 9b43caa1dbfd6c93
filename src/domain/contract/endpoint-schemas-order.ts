import { PaymentStatusAnswer, PaymentStatusParams } from './checkout';
import { ErrorAnswer } from './common';
import { notFound } from './endpoint-answers';
import type { GroupEndpointId } from './endpoint-schema-groups';
import type { EndpointSchemas } from './endpoint-schemas-base';

/** The status check and the cancel answer alike: the order as it is now, by the state of its payment. */
const orderStatusAnswers = {
  200: PaymentStatusAnswer,
  202: PaymentStatusAnswer,
  402: PaymentStatusAnswer,
  ...notFound,
  // Over the per-address limit of status checks; the return page keeps asking.
  429: ErrorAnswer,
} as const;

/** The order page's calls (`endpoint-schema-groups.ts` says why they are apart). */
export const orderEndpointSchemas = {
  paymentStatus: {
    summary: 'An order and its payment: 200 paid or confirmed, 202 awaiting the bank, 402 declined or expired',
    params: PaymentStatusParams,
    answers: orderStatusAnswers,
  },
  paymentCancel: {
    summary:
      'The shopper cancelled on the bank’s page: the order expires once the gateway confirms no payment. ' +
      'Answers as the status check: 402 cancelled (or declined, expired), 200 paid after all, 202 still with the bank',
    params: PaymentStatusParams,
    answers: orderStatusAnswers,
  },
} as const satisfies Record<GroupEndpointId<'order'>, EndpointSchemas>;

/** The name every group's module gives its schemas, for the browser's loader (`platform/api-client.ts`). */
export { orderEndpointSchemas as groupSchemas };
