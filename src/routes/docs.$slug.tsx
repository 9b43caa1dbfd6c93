import { createFileRoute, notFound } from '@tanstack/react-router';
import { CookieSettingsLink } from '../features/consent';
import { DocumentView } from '../features/legal';
import { pageMeta } from '../shared/seo';

export const Route = createFileRoute('/docs/$slug')({
  loader: async ({ params }) => {
    // Imported here, not at the top: a static import would put the legal feature (its view, the seller's details)
    // in every first page's script, though only its pages use it.
    const { loadLegalDocument } = await import('../features/legal');
    const document = await loadLegalDocument(params.slug);
    if (!document) throw notFound();
    return document;
  },
  head: ({ loaderData, match, params }) => ({
    meta: loaderData
      ? pageMeta({
          title: loaderData.title,
          description: loaderData.description,
          url: `${match.context.origin}/docs/${encodeURIComponent(params.slug)}`,
        })
      : [],
  }),
  component: LegalDocumentPage,
});

function LegalDocumentPage() {
  const document = Route.useLoaderData();
  return (
    <DocumentView document={document}>
      {document.slug === 'cookies' && (
        <p>
          <CookieSettingsLink variant="button" />
        </p>
      )}
    </DocumentView>
  );
}
