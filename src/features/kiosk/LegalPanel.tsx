import { useEffect, useState } from 'react';
import { DocumentView, LEGAL_LINKS, loadLegalDocument, type StaticDocument } from '../legal';

/**
 * The legal documents on a kiosk: buttons that open the text in a panel on
 * the kiosk's own screen (never a new tab or another page the customer could
 * wander off into).
 */
export function KioskLegalLinks() {
  const [slug, setSlug] = useState<string | null>(null);
  const [document, setDocument] = useState<StaticDocument | null>(null);
  useEffect(() => {
    if (!slug) return;
    let current = true;
    void loadLegalDocument(slug).then((found) => {
      if (current) setDocument(found ?? null);
    });
    return () => {
      current = false;
    };
  }, [slug]);
  const close = () => {
    setSlug(null);
    setDocument(null);
  };

  return (
    <>
      <nav className="kiosk-legal" aria-label="Документы">
        {LEGAL_LINKS.map((link) => (
          <button key={link.slug} type="button" className="kiosk-legal__link" onClick={() => setSlug(link.slug)}>
            {link.title}
          </button>
        ))}
      </nav>
      {slug && (
        <div className="kiosk-overlay" role="dialog" aria-modal="true" aria-label="Документ">
          <div className="kiosk-overlay__panel kiosk-legal__panel">
            <div className="kiosk-legal__text">{document ? <DocumentView document={document} /> : 'Загрузка…'}</div>
            <button type="button" className="kiosk-button kiosk-button--primary" onClick={close}>
              Закрыть
            </button>
          </div>
        </div>
      )}
    </>
  );
}
