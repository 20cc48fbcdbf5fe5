/**
 * One of the firm's people as the staff area edits them (decision 021); public.save_person and the
 * table's checks hold the same limits.
 */
import { z } from "../zod.ts";

export const TEAMS = ["accounting", "legal"] as const;

export const personMessages = {
  name: "Enter the person's name, as clients know them.",
  role: "Enter their role, like “Tax Partner”.",
  bio: "Write a bio of 20 to 900 characters: what they do and for whom.",
  short: "Keep it to 120 characters.",
  photoAlt: "Describe the photo for those who cannot see it, in 5 to 200 characters.",
  position: "Enter a whole number: lower numbers come first.",
} as const;

const noControl = (value: string) => !/\p{Cc}/u.test(value);
const text = (min: number, max: number, message: string) =>
  z.string().trim().min(min, { error: message }).max(max, { error: message }).refine(noControl, { error: message });

export const personFormSchema = z
  .object({
    name: text(2, 80, personMessages.name),
    role: text(2, 80, personMessages.role),
    team: z.enum(TEAMS),
    qualifications: text(0, 120, personMessages.short),
    regulator: text(0, 120, personMessages.short),
    bio: text(20, 900, personMessages.bio),
    photoPath: z.string(),
    photoAlt: z.string().trim(),
    position: z.string().regex(/^\d{1,4}$/, { error: personMessages.position }),
    shown: z.boolean(),
  })
  .superRefine((value, context) => {
    if (
      value.photoPath !== "" &&
      (value.photoAlt.length < 5 || value.photoAlt.length > 200 || !noControl(value.photoAlt))
    )
      context.addIssue({ code: "custom", path: ["photoAlt"], message: personMessages.photoAlt });
  });

export type PersonForm = z.infer<typeof personFormSchema>;
