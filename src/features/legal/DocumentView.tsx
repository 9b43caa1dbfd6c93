import { formatCalendarDate } from '../../shared/format';
import type { StaticDocument } from './content/types';

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
      <p className="document__updated">Редакция от {formatCalendarDate(`${document.updatedAt}T00:00:00Z`)}</p>
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
