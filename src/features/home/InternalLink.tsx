import { useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';

interface Props {
  /** A path inside the app, from data (so not one of the router's typed routes). */
  href: string;
  className?: string;
  children: ReactNode;
  tabIndex?: number;
}

/** A link to an in-app path held as a string: a real `<a href>`, navigated on the client on a plain click. */
export function InternalLink({ href, className, children, tabIndex }: Props) {
  const router = useRouter();
  return (
    <a
      href={href}
      className={className}
      tabIndex={tabIndex}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        void router.navigate({ href });
      }}
    >
      {children}
    </a>
  );
}
