import { SHORT_PHONE, SOCIAL_LINKS } from '../../domain/brand/brand';

const telegram = SOCIAL_LINKS.find((link) => link.id === 'telegram');

/** SPEC §2 floating contact icons, shown 2 s after load: call 7978, Telegram, Viber. */
export function FloatingContacts() {
  return (
    <ul className="floating-contacts" aria-label="Связаться с нами">
      <li>
        <a className="floating-contacts__link floating-contacts__link--phone" href={`tel:${SHORT_PHONE.tel}`}>
          <span aria-hidden="true">☎</span>
          <span className="visually-hidden">Позвонить {SHORT_PHONE.display}</span>
        </a>
      </li>
      {telegram && (
        <li>
          <a
            className="floating-contacts__link floating-contacts__link--telegram"
            href={telegram.href}
            target="_blank"
            rel="noopener noreferrer"
          >
            <span aria-hidden="true">✈</span>
            <span className="visually-hidden">Написать в Telegram</span>
          </a>
        </li>
      )}
      <li>
        <a
          className="floating-contacts__link floating-contacts__link--viber"
          href="viber://chat?number=%2B375173007978"
        >
          <span aria-hidden="true">✆</span>
          <span className="visually-hidden">Написать в Viber</span>
        </a>
      </li>
    </ul>
  );
}
