/**
 * What an admin asks of the manage-staff function, and the staff area's invitation form: one schema
 * for both, so the messages and limits are the same on each side.
 */
import { z } from "../zod.ts";
import { emailAddress } from "./email-address.ts";

/** Admins manage the staff; editors write articles and work leads; writers write articles and see no lead. */
export const STAFF_ROLES = ["admin", "editor", "writer"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const staffMessages = {
  email: "Enter the e-mail address of the person you are inviting",
  role: "Choose admin, editor or writer",
  member: "Choose a member of staff",
  name: "Enter their name, as clients and colleagues know them",
} as const;

export const staffInvitationSchema = z.object({
  email: emailAddress(staffMessages.email),
  role: z.enum(STAFF_ROLES, { error: staffMessages.role }),
  // Optional to the function (a name can be given later); the staff area's form asks for it.
  name: z
    .string({ error: staffMessages.name })
    .trim()
    .min(1, { error: staffMessages.name })
    .max(100, { error: staffMessages.name })
    .regex(/^[^\p{Cc}]*$/u, { error: staffMessages.name })
    .optional(),
});
export type StaffInvitation = z.infer<typeof staffInvitationSchema>;
/** The staff area's invitation form: the same rules, with the name required. */
export const staffInvitationFormSchema = staffInvitationSchema.required({ name: true });
export type StaffInvitationForm = z.infer<typeof staffInvitationFormSchema>;

/** An action on one member of staff, named by their user id. */
const onMember = <Action extends string>(action: Action) =>
  z.object({ action: z.literal(action), userId: z.uuid({ error: staffMessages.member }) }).strict();

export const staffChangeSchema = z.discriminatedUnion("action", [
  staffInvitationSchema.extend({ action: z.literal("invite") }).strict(),
  onMember("remove"),
  // A lost phone: their authenticator app is forgotten, and they set up a new one at their next sign-in.
  onMember("resetSecondFactor"),
]);
export type StaffChange = z.infer<typeof staffChangeSchema>;
