import { Card } from "~/components/ui/card";
import type { TeamSection } from "~/components/sections/types";
import { initials } from "~/lib/initials";
import { SectionShell, type SectionTone } from "./section-shell";

export default function Team({ section, tone }: { section: TeamSection; tone: SectionTone }) {
  return (
    <SectionShell id={section.id} heading={section.heading} lead={section.lead} tone={tone}>
      <div className="space-y-14">
        {section.groups.map((group) => (
          <div key={group.heading}>
            <h3 className="mb-6 text-2xl font-semibold text-navy-900">{group.heading}</h3>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {group.members.map((member) => (
                <Card as="li" key={member.name}>
                  {member.photo ? (
                    <img
                      src={member.photo.src}
                      alt={member.photo.alt}
                      width={112}
                      height={112}
                      loading="lazy"
                      decoding="async"
                      className="h-28 w-28 rounded-full bg-slate-100 object-cover"
                    />
                  ) : (
                    <span
                      aria-hidden="true"
                      className="flex h-14 w-14 items-center justify-center rounded-full bg-navy-900 text-lg font-bold text-white"
                    >
                      {initials(member.name)}
                    </span>
                  )}
                  <h4 className="mt-4 text-xl font-semibold text-navy-900">{member.name}</h4>
                  <p className="font-medium text-teal-800">{member.role}</p>
                  {member.credentials && <p className="mt-1 text-sm text-slate-600">{member.credentials}</p>}
                  <p className="mt-3 text-slate-700">{member.bio}</p>
                </Card>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </SectionShell>
  );
}
