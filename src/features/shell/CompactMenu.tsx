import { LAYOUT } from '../../domain/constants';
import { useHasBeen } from '../../shared/use-has-been';
import { useIdle, useLoaded } from '../../shared/use-loaded';
import { useScrolledPast } from '../../shared/use-scrolled-past';
import type { CompactMenuProps } from './CompactMenuStrip';

const loadStrip = () => import('./CompactMenuStrip').then((module) => module.CompactMenuStrip);

/**
 * The sticky compact menu, shown by CSS: past 200 px on the desktop layout and
 * past 250 px on the mobile one (SPEC §4). Its strip is rendered from the first
 * time the page is scrolled that far on, not with the first screen.
 */
export function CompactMenu({ cartUnitsHint, onOpenDrawer, activeCategory }: CompactMenuProps) {
  const pastDesktop = useScrolledPast(LAYOUT.compactMenuThresholdDesktop);
  const pastMobile = useScrolledPast(LAYOUT.compactMenuThresholdMobile);
  const shown = useHasBeen(pastDesktop || pastMobile);
  // No first screen shows the strip: its code comes at idle, or at once on an early scroll.
  const Strip = useLoaded(useIdle() || shown, loadStrip, 'shell: the compact menu');
  const classes = ['compact-menu'];
  if (pastDesktop) classes.push('compact-menu--past-desktop');
  if (pastMobile) classes.push('compact-menu--past-mobile');
  return (
    <div className={classes.join(' ')} data-testid="compact-menu">
      {shown && Strip && (
        <Strip cartUnitsHint={cartUnitsHint} onOpenDrawer={onOpenDrawer} activeCategory={activeCategory} />
      )}
    </div>
  );
}
