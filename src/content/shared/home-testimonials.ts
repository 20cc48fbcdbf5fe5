/**
 * The home page's testimonials (at most three the firm chose), a module of their own so the home
 * page does not carry every testimonial.
 */
import type { Testimonial } from "~/components/sections/types";
import { HOME_TESTIMONIALS } from "~/config/home-testimonials";
import { asTestimonial } from "./testimonial-view";

export const homeTestimonials: Testimonial[] = HOME_TESTIMONIALS.map(asTestimonial);
