/** The words of managing the staff. */
import type { StaffRole } from "#kernel/schemas/staff-change.ts";

export const staffCopy = {
  heading: "Staff",
  adminsOnly: "Only an admin can manage the staff. Ask one of the firm's admins to add, remove or change someone.",
  leadsForWriters:
    "Writers write articles and see no one's data, so the leads are not shown to you. Ask an admin if your work now needs them.",
  intro:
    "Who can sign in to the staff area. Admins manage the staff and erase personal data on request; editors write articles and work leads; writers write articles and see no one's data.",
  roles: { admin: "Admin", editor: "Editor", writer: "Writer" } as Record<StaffRole, string>,
  loading: "Loading the staff…",
  loadFailed: "The staff could not be loaded",
  retry: "Try again",
  listCaption: "Members of staff",
  email: "E-mail address",
  role: "Role",
  added: "Added",
  actions: "Actions",
  you: "(you)",
  roleFor: (email: string) => `Role of ${email}`,
  name: "Name",
  nameFor: (email: string) => `Name of ${email}`,
  saveName: "Save name",
  saveNameFor: (email: string) => `Save the name of ${email}`,
  nameSaved: (name: string) => `Saved: ${name}`,
  nameFailed: "The name could not be saved",
  noName: "No name yet",
  roleChanged: (email: string, role: StaffRole) =>
    `${email} is now ${{ admin: "an admin", editor: "an editor", writer: "a writer" }[role]}`,
  roleFailed: "The role could not be changed",
  remove: "Remove",
  removeFor: (email: string) => `Remove ${email}`,
  confirmRemove: {
    title: (email: string) => `Remove ${email} from the staff?`,
    body: "Their account is deleted and every session they have ends at once. Leads they own keep their notes and history, with no owner.",
    confirm: "Remove",
    cancel: "Keep",
  },
  removed: (email: string) => `${email} has been removed from the staff`,
  resetFactor: "Lost phone",
  resetFactorFor: (email: string) => `Lost phone: reset the authenticator app of ${email}`,
  confirmReset: {
    title: (email: string) => `Reset the authenticator app of ${email}?`,
    body: "Use this when their phone is lost or replaced. Their app stops working and every session they have ends at once; at their next sign-in, with their password, they set up the app on their new phone.",
    confirm: "Reset the app",
    cancel: "Cancel",
  },
  factorReset: (email: string) => `${email} will set up a new authenticator app at their next sign-in`,
  resetFailed: "The authenticator app could not be reset",
  removeFailed: "They could not be removed",
  inviteHeading: "Invite a member of staff",
  inviteIntro:
    "We e-mail them a link to choose a password and set up their authenticator app. The link works once, within an hour.",
  inviteSubmit: "Send the invitation",
  inviting: "Sending…",
  invited: (email: string) => `Invitation sent to ${email}`,
  inviteFailed: "The invitation could not be sent",
};
