import { useEffect, useState } from 'react';
import { isUnder, NAV_ITEMS } from './nav-items';

function submenusFor(pathname: string): string[] {
  return NAV_ITEMS.filter((item) => item.children && isUnder(pathname, item.to)).map((item) => item.to);
}

/** Submenus open by hand and open by themselves when the path enters their prefix. */
export function useOpenSubmenus(pathname: string) {
  const [open, setOpen] = useState<Set<string>>(() => new Set(submenusFor(pathname)));

  useEffect(() => {
    const entered = submenusFor(pathname);
    if (entered.length) setOpen((current) => new Set([...current, ...entered]));
  }, [pathname]);

  const toggle = (prefix: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(prefix)) next.add(prefix);
      return next;
    });

  return { isOpen: (prefix: string) => open.has(prefix), toggle };
}
