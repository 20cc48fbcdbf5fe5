import { initials } from "~/lib/initials";

/** The author's initials in a circle (spec: "an author avatar with initials"). */
export function AuthorAvatar({ name }: { name: string }) {
  return (
    <span
      aria-hidden="true"
      className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-teal-700 text-sm font-bold tracking-wide text-white"
    >
      {initials(name)}
    </span>
  );
}
