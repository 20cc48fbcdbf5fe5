import type { HeroSection } from "~/components/sections/types";
import { HeroFrame } from "./hero-frame";

export default function Hero({ section }: { section: HeroSection }) {
  return <HeroFrame {...section} />;
}
