import type { HeroSection } from "~/content/types";
import { HeroFrame } from "./hero-frame";

export default function Hero({ section }: { section: HeroSection }) {
  return <HeroFrame {...section} />;
}
