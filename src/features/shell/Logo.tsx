import { Link } from '@tanstack/react-router';
import { BRAND } from '../../domain/brand/brand';

export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <Link to="/" className={compact ? 'logo logo--compact' : 'logo'} aria-label={`${BRAND.name} — на главную`}>
      <img src="/brand/logo.svg" alt="" width={compact ? 132 : 176} height={compact ? 36 : 48} />
    </Link>
  );
}
