import { z } from 'zod';

/**
 * Build-time configuration (Vite `VITE_*` variables), parsed once. The contact addresses default to
 * the reserved `.example` domain so a build never shows someone else's real mailbox; set
 * VITE_SUPPORT_EMAIL and VITE_TECH_SUPPORT_EMAIL when deploying.
 */
const EnvSchema = z.object({
  VITE_API_BASE_URL: z.string().default(''),
  VITE_SUPPORT_EMAIL: z.email().default('support@healthscreen.example'),
  VITE_TECH_SUPPORT_EMAIL: z.email().default('tech@healthscreen.example'),
});

export type Env = z.infer<typeof EnvSchema>;

export const env: Env = EnvSchema.parse(import.meta.env);
