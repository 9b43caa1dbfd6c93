import { useLoaderData } from '@tanstack/react-router';
import { DocumentView, type StaticDocument } from '../legal';

/** The text of an information page; each route names it itself, so the router splits it off the first page's script. */
export function InfoPage() {
  const document = useLoaderData({ strict: false }) as StaticDocument;
  return <DocumentView document={document} />;
}
