/**
 * Testimonials with their evidence (public.testimonials, decision 021): staff read every one; admins
 * and editors add them and retire them, admins check them (public.save_testimonial,
 * check_testimonial, retire_testimonial, which refuse anyone else).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TestimonialForm } from "#kernel/schemas/testimonial.ts";
import { z } from "#kernel/zod.ts";
import { loadSupabase } from "~/lib/load-supabase";
import { cmsError } from "./backend";
import { cmsKeys } from "./keys";

const testimonialRowSchema = z.object({
  id: z.string(),
  text: z.string(),
  author: z.string(),
  about: z.string(),
  given_on: z.string().nullable(),
  source: z.string(),
  source_url: z.string().nullable(),
  consent_to_publish: z.boolean(),
  incentive: z.string().nullable(),
  on_home_page: z.boolean(),
  position: z.number(),
  added_at: z.string(),
  checked_by: z.string().nullable(),
  checked_at: z.string().nullable(),
  retired_at: z.string().nullable(),
});

export type TestimonialRow = z.infer<typeof testimonialRowSchema>;

const COLUMNS =
  "id, text, author, about, given_on, source, source_url, consent_to_publish, incentive, on_home_page, position, added_at, checked_by, checked_at, retired_at";

export async function listTestimonials(): Promise<TestimonialRow[]> {
  const supabase = await loadSupabase();
  // With their evidence, which visitors never read: through a function that refuses anyone but staff.
  const { data, error } = await supabase.rpc("staff_testimonials").select(COLUMNS);
  if (error) throw cmsError(error);
  return z.array(testimonialRowSchema).parse(data);
}

export const testimonialsQueryOptions = () =>
  queryOptions({ queryKey: cmsKeys.testimonials, queryFn: listTestimonials, staleTime: 0 });

export const useTestimonials = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...testimonialsQueryOptions(), enabled });

export async function addTestimonial(testimonial: TestimonialForm): Promise<void> {
  const supabase = await loadSupabase();
  const { error } = await supabase.rpc("save_testimonial", {
    p_id: null as never,
    p_testimonial: {
      ...testimonial,
      sourceUrl: testimonial.sourceUrl || null,
      incentive: testimonial.incentive || null,
    },
  });
  if (error) throw cmsError(error);
}

async function act(name: "check_testimonial" | "retire_testimonial", id: string): Promise<void> {
  const supabase = await loadSupabase();
  const { error } = await supabase.rpc(name, { p_id: id });
  if (error) throw cmsError(error);
}

function useAfterChange() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: cmsKeys.testimonials }),
      client.invalidateQueries({ queryKey: cmsKeys.siteUpdates }),
    ]);
}

export function useAddTestimonial() {
  const afterChange = useAfterChange();
  return useMutation({ mutationFn: addTestimonial, onSuccess: afterChange });
}

export function useCheckTestimonial() {
  const afterChange = useAfterChange();
  return useMutation({ mutationFn: (id: string) => act("check_testimonial", id), onSuccess: afterChange });
}

export function useRetireTestimonial() {
  const afterChange = useAfterChange();
  return useMutation({ mutationFn: (id: string) => act("retire_testimonial", id), onSuccess: afterChange });
}
