/**
 * The honeypot every public form carries: a text field named `website`,
 * hidden from people (src/components/ui/honeypot-field.tsx), that only
 * automated form-fillers complete. A request schema spreads `honeypotShape`
 * into its object; the function refuses a filled one with
 * `refuseFilledHoneypot` (../http.ts).
 */
import { z } from "../zod.ts";

export const honeypotShape = { website: z.string().max(200).optional() };

export type Honeypot = { website?: string | undefined };
