import { useId, useRef } from 'react';
import { SHORT_PHONE, SOCIAL_LINKS } from '../../domain/brand/brand';

const telegram = SOCIAL_LINKS.find((link) => link.id === 'telegram');

/**
 * SPEC §2 floating contact icons, shown 2 s after load: one «Связаться» button
 * in the dock that opens a menu (a popover: Escape and a click elsewhere close
 * it) with call 7978, Telegram and Viber. Closed, it takes one dock slot; open,
 * the menu may lie over the page until the shopper picks or dismisses.
 */
export function FloatingContacts() {
  const menuId = useId();
  const menu = useRef<HTMLUListElement>(null);
  const close = () => menu.current?.hidePopover?.();
  return (
    <div className="floating-contacts">
      <button type="button" className="floating-contacts__toggle" popoverTarget={menuId}>
        <span className="floating-contacts__icon" aria-hidden="true">
          ☎
        </span>
        <span className="floating-contacts__label">Связаться</span>
      </button>
      <ul ref={menu} id={menuId} popover="auto" className="floating-contacts__menu" aria-label="Связаться с нами">
        <li>
          <a
            className="floating-contacts__link floating-contacts__link--phone"
            href={`tel:${SHORT_PHONE.tel}`}
            onClick={close}
          >
            <span className="floating-contacts__icon" aria-hidden="true">
              ☎
            </span>
            Позвонить {SHORT_PHONE.display}
          </a>
        </li>
        {telegram && (
          <li>
            <a
              className="floating-contacts__link floating-contacts__link--telegram"
              href={telegram.href}
              target="_blank"
              rel="noopener noreferrer"
              onClick={close}
            >
              <span className="floating-contacts__icon" aria-hidden="true">
                ✈
              </span>
              Написать в Telegram
            </a>
          </li>
        )}
        <li>
          <a
            className="floating-contacts__link floating-contacts__link--viber"
            href="viber://chat?number=%2B375173007978"
            onClick={close}
          >
            <span className="floating-contacts__icon" aria-hidden="true">
              ✆
            </span>
            Написать в Viber
          </a>
        </li>
      </ul>
    </div>
  );
}
