/**
 * A testimonial as staff add it (decision 021): the client's words, who they are, when and how it
 * reached the firm, their consent to publish and anything given in return. The database's
 * public.save_testimonial and the table's checks hold the same limits.
 */
import { HTTPS_ADDRESS } from "../firm-details.ts";
import { z } from "../zod.ts";

export const TESTIMONIAL_SOURCES = ["review site", "e-mail", "letter", "survey", "in person"] as const;
export type TestimonialSource = (typeof TESTIMONIAL_SOURCES)[number];

export const testimonialMessages = {
  text: "Enter the client's words, between 20 and 800 characters, as they gave them.",
  author: "Enter the client's name as they agreed it may be shown, like “Ruth O.”.",
  about: "Keep who they are to 120 characters.",
  givenOn: "Enter the day the client gave it, not in the future.",
  source: "Choose how the testimonial reached the firm.",
  sourceUrl: "Enter the review's own web address, starting https://.",
  incentive: "Say what was given in 3 to 120 characters, or leave it empty if nothing was.",
} as const;

const noControl = (value: string) => !/\p{Cc}/u.test(value);

export function testimonialFormSchema(today: string) {
  return z
    .object({
      text: z
        .string()
        .trim()
        .min(20, { error: testimonialMessages.text })
        .max(800, { error: testimonialMessages.text })
        .refine(noControl, { error: testimonialMessages.text }),
      author: z
        .string()
        .trim()
        .min(2, { error: testimonialMessages.author })
        .max(80, { error: testimonialMessages.author })
        .refine(noControl, { error: testimonialMessages.author }),
      about: z.string().trim().max(120, { error: testimonialMessages.about }).refine(noControl, {
        error: testimonialMessages.about,
      }),
      givenOn: z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/, { error: testimonialMessages.givenOn })
        .refine((value) => value <= today, { error: testimonialMessages.givenOn }),
      source: z.enum(TESTIMONIAL_SOURCES, { error: testimonialMessages.source }),
      sourceUrl: z.string().trim(),
      consentToPublish: z.boolean(),
      incentive: z
        .string()
        .trim()
        .refine((value) => value === "" || (value.length >= 3 && value.length <= 120 && noControl(value)), {
          error: testimonialMessages.incentive,
        }),
      onHomePage: z.boolean(),
    })
    .superRefine((value, context) => {
      const needsUrl = value.source === "review site";
      if ((needsUrl || value.sourceUrl !== "") && !HTTPS_ADDRESS.test(value.sourceUrl))
        context.addIssue({ code: "custom", path: ["sourceUrl"], message: testimonialMessages.sourceUrl });
    });
}

export type TestimonialForm = z.infer<ReturnType<typeof testimonialFormSchema>>;
