import type { AllergenSlug } from '../../domain/catalog/nutrition';

/*
 * One small line drawing per allergen group (24×24, stroked in the text's
 * colour). Decorative: the group's word stands next to it, so screen readers
 * skip the drawing. Kept as path data only, a few hundred bytes for all 14.
 */
const PATHS: Record<AllergenSlug, string> = {
  gluten:
    'M12 22V7m0 4c-3 0-4-2-4-5 3 0 4 2 4 5zm0 0c3 0 4-2 4-5-3 0-4 2-4 5zm0 6c-3 0-4-2-4-5 3 0 4 2 4 5zm0 0c3 0 4-2 4-5-3 0-4 2-4 5zm0-10V3',
  rakoobraznye: 'M6 8c5-4 13-1 13 6 0 4-5 6-8 3m-5-9L3 5m3 3H2m9 9-2 3m5-4 1 3',
  yaytsa: 'M12 3c4 0 7 7 7 11a7 7 0 0 1-14 0c0-4 3-11 7-11z',
  ryba: 'M2 12c4-5 11-5 15 0-4 5-11 5-15 0zm15 0 4-4v8zM7 11h.01',
  arahis: 'M12 3a4 4 0 0 1 3 7 4 4 0 1 1-6 0 4 4 0 0 1 3-7z',
  soya: 'M5 19c0-8 6-14 14-14 0 8-6 14-14 14zm4-5h.01M12 11h.01M15 8h.01',
  moloko: 'M9 3h6v3l2 3v12H7V9l2-3zm-2 9h10',
  orehi: 'M4 10h16c0 6-4 10-8 11-4-1-8-5-8-11zm0 0a8 4 0 0 1 16 0m-8-4V3',
  selderey: 'M8 21V10m4 11V8m4 13V10M6 10c-2-3 1-6 4-5 1-2 3-2 4 0 3-1 6 2 4 5',
  gorchitsa: 'M11 2h2v3h2l2 4v12H7V9l2-4h2zm-2 11h6',
  kunzhut:
    'M7 5c2 0 3 2 3 4s-1 4-3 4-3-2-3-4 1-4 3-4zm10 0c2 0 3 2 3 4s-1 4-3 4-3-2-3-4 1-4 3-4zm-5 8c2 0 3 2 3 4s-1 4-3 4-3-2-3-4 1-4 3-4z',
  sulfity: 'M7 3h10c0 6-2 9-5 9s-5-3-5-9zm5 9v8m-4 1h8',
  lyupin: 'M12 22V9m0-6a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM8 8a2 2 0 1 1 0 4 2 2 0 0 1 0-4zm8 0a2 2 0 1 1 0 4 2 2 0 0 1 0-4z',
  mollyuski: 'M3 17a9 9 0 0 1 18 0zm9 0V8m-4 9 1-8m7 8-1-8',
};

export function AllergenIcon({ slug }: { slug: AllergenSlug }) {
  return (
    <svg
      className="allergen-icon"
      viewBox="0 0 24 24"
      width="18"
      height="18"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[slug]} />
    </svg>
  );
}
