import { Link } from '@tanstack/react-router';
import { BRAND, logoSize } from '../../domain/brand/brand';

/** Header and compact-menu widths: multiples of 13, so the logo's ratio gives a whole height. */
const WIDE = logoSize(182);
const COMPACT = logoSize(130);

export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <Link to="/" className={compact ? 'logo logo--compact' : 'logo'} aria-label={`${BRAND.name} — на главную`}>
      <img src="/brand/logo.svg" alt="" {...(compact ? COMPACT : WIDE)} />
    </Link>
  );
}
