import { Link } from '@tanstack/react-router';
import { BRAND, SOCIAL_LINKS } from '../../domain/brand/brand';
import { CookieSettingsLink } from '../consent';
import { LEGAL_LINKS } from '../legal';
import { PAGE_LINKS } from './nav-links';
import { PaymentLogos } from './PaymentLogos';
import { Phones } from './Phones';

/** Footer: pages, documents (new tab), contacts, social links, payment marks and the legal notice. */
export function Footer() {
  return (
    <footer className="footer">
      <div className="footer__grid container">
        <nav aria-label="Разделы сайта" className="footer__column">
          <h2 className="footer__title">Покупателям</h2>
          <ul>
            {PAGE_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
            <li>
              <Link to="/orders">Мои заказы</Link>
            </li>
            <li>
              <Link to="/loyalty">Бонусная программа</Link>
            </li>
            <li>
              <Link to="/payment">Оплата</Link>
            </li>
            <li>
              <Link to="/return">Возврат</Link>
            </li>
            <li>
              <Link to="/feedback">Обратная связь</Link>
            </li>
          </ul>
        </nav>
        <nav aria-label="Документы" className="footer__column">
          <h2 className="footer__title">Документы</h2>
          <ul>
            <li>
              <CookieSettingsLink />
            </li>
            {LEGAL_LINKS.map((doc) => (
              <li key={doc.slug}>
                <a href={`/docs/${doc.slug}`} target="_blank" rel="noopener">
                  {doc.title}
                  <span className="visually-hidden"> (откроется в новой вкладке)</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="footer__column">
          <h2 className="footer__title">Контакты</h2>
          <Phones />
          <p>
            <a href={`mailto:${BRAND.email}`}>{BRAND.email}</a>
          </p>
          <ul className="social-links" aria-label="Мы в соцсетях">
            {SOCIAL_LINKS.map((link) => (
              <li key={link.id}>
                <a href={link.href} target="_blank" rel="noopener noreferrer">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div className="footer__column">
          <h2 className="footer__title">Оплата онлайн</h2>
          <PaymentLogos />
        </div>
      </div>
      <p className="footer__legal container">{BRAND.legalNotice}</p>
    </footer>
  );
}
