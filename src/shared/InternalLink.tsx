import { useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { isPlainClick } from './plain-click';

interface Props {
  /** A path inside the app, from data (so not one of the router's typed routes). */
  href: string;
  className?: string;
  children: ReactNode;
  tabIndex?: number;
  /** Called just before the app navigates (not when the browser opens the link elsewhere). */
  onNavigate?: () => void;
}

/** A link to an in-app path held as a string: a real `<a href>`, navigated on the client on a plain click. */
export function InternalLink({ href, className, children, tabIndex, onNavigate }: Props) {
  const router = useRouter();
  return (
    <a
      href={href}
      className={className}
      tabIndex={tabIndex}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        onNavigate?.();
        void router.navigate({ href });
      }}
    >
      {children}
    </a>
  );
}
