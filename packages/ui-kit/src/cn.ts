import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names (clsx). Deliberately no tailwind-merge: it would add ~8 KB gzip to every page's
 * initial JavaScript. Components therefore append `className` after their own classes, and callers
 * pass classes that extend rather than contradict them (Tailwind 4 orders longhands such as `pr-11`
 * after shorthands such as `px-3`, so those combine as expected).
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
