import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { PersonRow } from "../api/people";
import { PeopleView } from "./people-view";

const savePerson = vi.fn();
const confirmPerson = vi.fn();
const uploadPhoto = vi.fn();

const person = (overrides: Partial<PersonRow>): PersonRow => ({
  id: crypto.randomUUID(),
  name: "Adaeze Okonkwo",
  role: "Founding Partner",
  team: "accounting",
  qualifications: "FCA",
  regulator: "ICAEW",
  bio: "Adaeze founded {name} in {foundedYear}. She advises owner-managed companies.",
  photo_path: null,
  photo_alt: null,
  position: 1,
  shown: true,
  sample: true,
  confirmed_at: null,
  ...overrides,
});
const people = [
  person({}),
  person({
    name: "Callum Fraser",
    role: "Paralegal",
    team: "legal",
    position: 2,
    confirmed_at: "2026-12-01T09:00:00Z",
  }),
];

vi.mock("../api/people", () => ({
  usePeople: () => ({ isPending: false, isError: false, data: people }),
  useSavePerson: () => ({ mutateAsync: savePerson, isPending: false }),
  useConfirmPerson: () => ({ mutateAsync: confirmPerson, isPending: false }),
  useUploadPhoto: () => ({ mutateAsync: uploadPhoto, isPending: false }),
  photoUrl: (path: string) => `https://backend.example/storage/v1/object/public/people-photos/${path}`,
}));
vi.mock("../articles/public-site-status", () => ({ PublicSiteStatus: () => null }));
vi.mock("~/lib/notify", () => ({ notify: vi.fn(() => Promise.resolve()) }));

function renderView(isAdmin = true) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <PeopleView isAdmin={isAdmin} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

beforeEach(() => {
  for (const mock of [savePerson, confirmPerson, uploadPhoto]) mock.mockReset().mockResolvedValue(undefined);
});

describe("PeopleView", () => {
  it("says which people are still samples, and confirms one as written", async () => {
    const user = renderView();
    expect(screen.getByText(/^1 person is still the sample/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Confirm Adaeze Okonkwo as written" }));
    expect(confirmPerson).toHaveBeenCalledWith(people[0]!.id);
    expect(screen.queryByRole("button", { name: "Confirm Callum Fraser as written" })).toBeNull();
  });

  it("saves a new bio and an uploaded photo only with the photo described", async () => {
    uploadPhoto.mockResolvedValue("0f8fad5b-d9cb-469f-a165-70867728950e.webp");
    const user = renderView();
    await user.click(screen.getByRole("button", { name: "Edit Adaeze Okonkwo" }));
    const card = screen.getByRole("button", { name: "Save Adaeze Okonkwo" }).closest("form")!;
    const bio = within(card).getByLabelText("Bio");
    await user.clear(bio);
    await user.type(bio, "Adaeze leads our work for founders. She chairs our monthly clinic.");
    await user.upload(within(card).getByLabelText(/Photo/), new File(["x"], "adaeze.jpg", { type: "image/jpeg" }));
    expect(await within(card).findByRole("img", { name: "Photo of Adaeze Okonkwo" })).toBeInTheDocument();
    await user.click(within(card).getByRole("button", { name: "Save Adaeze Okonkwo" }));
    expect(
      await within(card).findByText("Describe the photo for those who cannot see it, in 5 to 200 characters."),
    ).toBeVisible();
    expect(savePerson).not.toHaveBeenCalled();

    await user.type(within(card).getByLabelText("What the photo shows"), "Adaeze smiling at her desk");
    await user.click(within(card).getByRole("button", { name: "Save Adaeze Okonkwo" }));
    expect(savePerson).toHaveBeenCalledWith({
      id: people[0]!.id,
      person: expect.objectContaining({
        bio: "Adaeze leads our work for founders. She chairs our monthly clinic.",
        photoPath: "0f8fad5b-d9cb-469f-a165-70867728950e.webp",
        photoAlt: "Adaeze smiling at her desk",
      }),
    });
  });

  it("offers an editor nothing to change", () => {
    renderView(false);
    expect(
      screen.getByText("Only an admin can change the firm's people. Ask one of the firm's admins."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Edit|as written|Add a person/ })).toBeNull();
  });
});
