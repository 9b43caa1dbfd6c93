import { onFirstUse } from '../../domain/on-first-use';
import type { StaticDocument } from './content/types';

const updated = onFirstUse(
  () => new Intl.DateTimeFormat('ru', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
);

/** A static text page: a legal document or an information page. */
export function DocumentView({
  document,
  children,
  slots = {},
}: {
  document: StaticDocument;
  children?: React.ReactNode;
  /** Content for the sections' named slots, rendered where the section names it. */
  slots?: Readonly<Record<string, React.ReactNode>>;
}) {
  return (
    <article className="document">
      <h1>{document.title}</h1>
      <p className="document__updated">Редакция от {updated().format(new Date(`${document.updatedAt}T00:00:00Z`))}</p>
      {children}
      {document.sections.map((section) => (
        <section key={section.heading} className="document__section">
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.slot && slots[section.slot]}
          {section.list && (
            <ul>
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </article>
  );
}
