import { Asset, useRouter, useTags } from '@tanstack/react-router';
import { type MetaDescriptor, overrideMeta, routeModulesAfterFirstPaint } from './head-tags';

/**
 * The router's `<HeadContent />`, with `override` taking the place of the title and meta tags it names
 * (`overrideMeta`): on the server, so a link preview reads it, and in the browser alike. The routes' modules are
 * named for the starter to fetch after the first paint rather than preloaded with it (`routeModulesAfterFirstPaint`).
 */
export function DocumentHead({ override }: { override: readonly MetaDescriptor[] | null }) {
  const tags = useTags();
  const nonce = useRouter().options.ssr?.nonce;
  const shown = routeModulesAfterFirstPaint(override ? overrideMeta(tags, override, nonce) : tags);
  return (
    <>
      {shown.map((tag) => (
        <Asset {...tag} key={`tsr-meta-${JSON.stringify(tag)}`} nonce={nonce} />
      ))}
    </>
  );
}
