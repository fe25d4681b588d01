import { useSyncExternalStore } from 'react';

/** At most one toast is visible at a time (spec §9); a new one replaces the old. */
export const TOAST_LIMIT = 1;

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface ToastItem extends ToastInput {
  id: number;
  open: boolean;
}

let nextId = 1;
let items: readonly ToastItem[] = [];
const listeners = new Set<() => void>();

function setItems(next: readonly ToastItem[]) {
  items = next;
  for (const listener of listeners) listener();
}

/** Shows a toast from anywhere (components, mutation callbacks). Returns its id. */
export function toast(input: ToastInput): number {
  const id = nextId++;
  setItems([{ ...input, id, open: true }, ...items].slice(0, TOAST_LIMIT));
  return id;
}

/** Closes a toast (it is removed from the store right away). */
export function dismissToast(id: number): void {
  setItems(items.filter((item) => item.id !== id));
}

/** Removes every toast (tests use this between cases). */
export function clearToasts(): void {
  setItems([]);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function getSnapshot() {
  return items;
}

/** The toasts currently in the store (at most {@link TOAST_LIMIT}). */
export function useToasts(): readonly ToastItem[] {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
