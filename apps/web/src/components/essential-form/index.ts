export { EssentialForm } from './essential-form.tsx';
export type { EssentialFormProps } from './essential-form.tsx';
export { getEssentialFormStart } from './get-essential-form-start.ts';
export type { EssentialFormStart } from './get-essential-form-start.ts';
