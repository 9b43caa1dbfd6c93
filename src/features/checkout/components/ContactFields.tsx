import { CHECKOUT_LIMITS } from '../../../domain/contract/checkout';
import { PHONE_EXAMPLE } from '../../../domain/phone';
import { Field } from '../../../shared/Field';
import type { CheckoutDraft, CheckoutField } from '../../cart';
import type { CheckoutErrors } from '../checkout-form';

type ContactField = 'name' | 'phone' | 'email' | 'comment';

interface Props {
  draft: CheckoutDraft;
  errors: CheckoutErrors;
  idFor: (field: CheckoutField) => string;
  onChange: (field: ContactField, value: string) => void;
  onLeave: (field: ContactField) => void;
}

/**
 * Who the order is for: name and phone, and optionally an e-mail and a comment
 * for the shop. Name and comment count their characters: an over-long one is
 * kept as typed and refused with the contract's message, never cut.
 */
export function ContactFields({ draft, errors, idFor, onChange, onLeave }: Props) {
  return (
    <>
      <div className="checkout__row">
        <Field
          id={idFor('name')}
          label="Имя"
          error={errors.name}
          counter={{ length: draft.name.trim().length, max: CHECKOUT_LIMITS.name }}
        >
          {(control) => (
            <input
              {...control}
              name="name"
              type="text"
              autoComplete="name"
              required
              className="form-field__input"
              value={draft.name}
              onChange={(event) => onChange('name', event.target.value)}
              onBlur={() => onLeave('name')}
            />
          )}
        </Field>
        <Field id={idFor('phone')} label="Телефон" hint={`Например, ${PHONE_EXAMPLE}`} error={errors.phone}>
          {(control) => (
            <input
              {...control}
              name="phone"
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              required
              className="form-field__input"
              value={draft.phone}
              onChange={(event) => onChange('phone', event.target.value)}
              onBlur={() => onLeave('phone')}
            />
          )}
        </Field>
      </div>
      <Field id={idFor('email')} label="E-mail" optional error={errors.email}>
        {(control) => (
          <input
            {...control}
            name="email"
            type="email"
            autoComplete="email"
            spellCheck={false}
            className="form-field__input"
            value={draft.email}
            onChange={(event) => onChange('email', event.target.value)}
            onBlur={() => onLeave('email')}
          />
        )}
      </Field>
      <Field
        id={idFor('comment')}
        label="Комментарий к заказу"
        optional
        error={errors.comment}
        counter={{ length: draft.comment.trim().length, max: CHECKOUT_LIMITS.comment }}
      >
        {(control) => (
          <textarea
            {...control}
            name="comment"
            rows={3}
            className="form-field__input checkout__comment"
            value={draft.comment}
            onChange={(event) => onChange('comment', event.target.value)}
            onBlur={() => onLeave('comment')}
          />
        )}
      </Field>
    </>
  );
}
