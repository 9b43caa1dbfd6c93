/** One section of a static document: a heading, its paragraphs and an optional bulleted list shown after them. */
export interface DocumentSection {
  heading: string;
  paragraphs: string[];
  list?: string[];
  /** A named place for live content (e.g. the delivery zones table), shown after the paragraphs, before the list. */
  slot?: string;
}

/** A static text page: a legal document or an information page (delivery, payment, bonuses, returns). */
export interface StaticDocument {
  slug: string;
  title: string;
  /** One-sentence summary, also used as the page's meta description. */
  description: string;
  /** Date of the current revision, YYYY-MM-DD. */
  updatedAt: string;
  sections: DocumentSection[];
}
