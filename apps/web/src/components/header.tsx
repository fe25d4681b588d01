import { buttonVariants } from '@healthscreen/ui-kit/button-variants';
import { cn } from '@healthscreen/ui-kit/cn';
import { Menu, X } from 'lucide-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';

import { paths } from '../config/paths.ts';
import { useCurrentUser, useSignOut } from '../lib/auth.ts';
import { Logo } from './logo.tsx';

/** Spec §2: My Health is highlighted for paths starting with /assessment or /results. */
export function isMyHealthPath(pathname: string): boolean {
  return pathname.startsWith(paths.assessment) || pathname.startsWith(paths.results);
}

interface NavItem {
  label: string;
  to: string;
  isActive: (pathname: string) => boolean;
}

const signedInItems: readonly NavItem[] = [
  { label: 'Dashboard', to: paths.dashboard, isActive: (p) => p.startsWith(paths.dashboard) },
  { label: 'My Health', to: paths.assessment, isActive: isMyHealthPath },
  {
    label: 'Settings',
    to: paths.settings,
    isActive: (p) => p.startsWith(paths.settings) || p.startsWith(paths.accountSettings),
  },
];

const linkBase = 'rounded-md px-3 py-2 text-sm font-medium transition-colors';
const linkIdle = 'text-slate-700 hover:bg-slate-100 hover:text-slate-900';
const linkActive = 'bg-brand-50 text-brand-800';

/** The site header: logo, the signed-in or signed-out items, and the mobile menu. */
export function Header() {
  const { data: user } = useCurrentUser();
  const signOut = useSignOut();
  const { pathname } = useLocation();
  // the mobile menu remembers the path it was opened on, so it is closed as soon as the path changes
  const [menuOpenedOn, setMenuOpenedOn] = useState<string | null>(null);
  const menuOpen = menuOpenedOn === pathname;
  const setMenuOpen = (open: boolean) => setMenuOpenedOn(open ? pathname : null);
  // a link to the page already shown changes no path, so every link closes the menu itself
  const closeMenu = () => setMenuOpenedOn(null);

  const menuButtonRef = useRef<HTMLButtonElement>(null);

  // page scrolling is locked while the mobile menu is open; Escape closes it. A layout effect, so
  // the lock is lifted in the same commit that removes the menu, never a frame later.
  useLayoutEffect(() => {
    if (!menuOpen) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    function closeOnEscape(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setMenuOpenedOn(null);
      menuButtonRef.current?.focus();
    }
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.body.style.overflow = previous;
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [menuOpen]);

  const signedIn = user != null;

  function renderItems(variant: 'desktop' | 'mobile') {
    const itemClass = variant === 'mobile' ? 'block w-full text-left' : '';
    if (!signedIn) {
      return (
        <>
          <li>
            <NavLink
              to={paths.login}
              onClick={closeMenu}
              className={({ isActive }) =>
                cn(linkBase, itemClass, isActive ? linkActive : linkIdle)
              }
            >
              Log In
            </NavLink>
          </li>
          <li>
            <Link
              to={paths.register}
              onClick={closeMenu}
              className={cn(buttonVariants({ size: 'sm' }), variant === 'mobile' && 'w-full')}
            >
              Sign Up
            </Link>
          </li>
        </>
      );
    }
    return (
      <>
        {signedInItems.map((item) => {
          const active = item.isActive(pathname);
          return (
            <li key={item.to}>
              <Link
                to={item.to}
                onClick={closeMenu}
                aria-current={active ? 'page' : undefined}
                className={cn(linkBase, itemClass, active ? linkActive : linkIdle)}
              >
                {item.label}
              </Link>
            </li>
          );
        })}
        <li>
          <button
            type="button"
            className={cn(linkBase, itemClass, linkIdle, 'cursor-pointer')}
            onClick={() => {
              setMenuOpen(false);
              signOut.mutate();
            }}
            disabled={signOut.isPending}
          >
            Log Out
          </button>
        </li>
      </>
    );
  }

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4">
        <Link
          to={paths.home}
          aria-label="HealthScreen home"
          className="rounded-md"
          onClick={closeMenu}
        >
          <Logo />
        </Link>
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">{renderItems('desktop')}</ul>
        </nav>
        <button
          ref={menuButtonRef}
          type="button"
          className="inline-flex size-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 md:hidden"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpen(!menuOpen)}
        >
          {menuOpen ? (
            <X aria-hidden="true" className="size-5" />
          ) : (
            <Menu aria-hidden="true" className="size-5" />
          )}
        </button>
      </div>
      {menuOpen && (
        <nav
          id="mobile-menu"
          aria-label="Mobile"
          className="max-h-[calc(100vh-4rem)] overflow-y-auto border-t border-slate-200 bg-white px-4 py-3 md:hidden"
        >
          {signedIn && (
            <p className="mb-2 px-3 text-sm text-slate-600">Logged in as: {user.email}</p>
          )}
          <ul className="space-y-1">{renderItems('mobile')}</ul>
        </nav>
      )}
    </header>
  );
}
