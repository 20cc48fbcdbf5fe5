/**
 * The launch checklist (issue 52, decision 021): everything in the staff area that is still the
 * sample the site started with, or a claim only the firm can confirm, grouped as `npm run
 * launch:check` groups it, each with where it shows and a link to where it is changed. Read from the
 * same rows the command reads, so the two agree.
 */
import { Link } from "react-router";
import { firmDetailField } from "#kernel/firm-details.ts";
import { paths } from "~/config/paths";
import { useFirmDetails } from "../api/firm-details";
import { usePeople } from "../api/people";
import { usePrices } from "../api/prices";
import { useTestimonials } from "../api/testimonials";
import { Card } from "~/components/ui/card";
import { ContentView, type ViewQuery } from "../ui/content-view";
import { viewSearch, type View } from "../workspace/view-state";
import { navCopy } from "../copy";
import { launchCopy as copy } from "./copy";

interface Group {
  key: keyof typeof copy.groups;
  view: View;
  viewLabel: string;
  items: string[];
}

function ChecklistGroup({ group }: { group: Group }) {
  const words = copy.groups[group.key];
  return (
    <Card as="li" className="space-y-2">
      <h3 className="text-lg font-bold text-navy-900">
        {words.heading}{" "}
        <span className="text-base font-semibold text-slate-600">· {copy.groupCount(group.items.length)}</span>
      </h3>
      <p className="text-sm text-slate-600">{copy.shows(words.where)}</p>
      {group.items.length > 0 && (
        <ul className="list-disc space-y-1 pl-5 text-slate-800 [overflow-wrap:anywhere]">
          {group.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
      <Link
        to={`${paths.cms.href()}${viewSearch(group.view)}`}
        className="inline-flex min-h-11 items-center font-semibold text-teal-800 underline underline-offset-2"
      >
        {copy.editIn(group.viewLabel)}
      </Link>
    </Card>
  );
}

export function LaunchView({ worksLeads }: { worksLeads: boolean }) {
  const details = useFirmDetails();
  const people = usePeople();
  const prices = usePrices();
  const testimonials = useTestimonials({ enabled: worksLeads });
  // The four read as one: each view shows its own errors in detail.
  const reads = [details, people, prices, ...(worksLeads ? [testimonials] : [])];
  const failed = reads.find((read) => read.isError);
  const query: ViewQuery<true> = {
    isPending: !failed && reads.some((read) => read.isPending),
    isError: failed !== undefined,
    error: failed?.error ?? null,
    data: true,
    refetch: () => reads.forEach((read) => void read.refetch()),
  };
  return (
    <ContentView id="launch" copy={copy} query={query}>
      {() => {
        const unconfirmedPrices = (prices.data ?? []).flatMap((band) =>
          Object.values(band.prices).filter((price) => price.confirmedAt === null),
        ).length;
        const groups: Group[] = [
          {
            key: "firm",
            view: { name: "firm" },
            viewLabel: navCopy.firm,
            items: (details.data ?? [])
              .filter((row) => row.confirmed_at === null)
              .map((row) => `${firmDetailField(row.key)?.label ?? row.key}: ${row.value || "(none)"}`),
          },
          {
            key: "people",
            view: { name: "people" },
            viewLabel: navCopy.people,
            items: (people.data ?? [])
              .filter((person) => person.sample && person.confirmed_at === null && person.shown)
              .map((person) => `${person.name}, ${person.role}`),
          },
          {
            key: "prices",
            view: { name: "prices" },
            viewLabel: navCopy.prices,
            items: unconfirmedPrices > 0 ? [copy.priceList(unconfirmedPrices)] : [],
          },
          ...(worksLeads
            ? [
                {
                  key: "testimonials" as const,
                  view: { name: "testimonials" } as const,
                  viewLabel: navCopy.testimonials,
                  items: (testimonials.data ?? [])
                    .filter((row) => row.source === "sample" && !row.retired_at)
                    .map((row) => copy.sampleTestimonial(row.author)),
                },
              ]
            : []),
        ];
        const remaining = groups.reduce((count, group) => count + group.items.length, 0);
        return (
          <div className="space-y-4">
            <p className="text-lg font-semibold text-navy-900" role="status">
              {copy.remaining(remaining)}
            </p>
            <ul className="grid gap-4 lg:grid-cols-2">
              {groups.map((group) => (
                <ChecklistGroup key={group.key} group={group} />
              ))}
            </ul>
            <p className="max-w-prose text-slate-700">{copy.inCode}</p>
          </div>
        );
      }}
    </ContentView>
  );
}
