/** Every message from the contact page, and each call back asked for, newest first (staff only, by RLS). */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { CALL_BACK_TIMES, type CallBackTime } from "#kernel/schemas/contact-constants.ts";
import { z } from "#kernel/zod.ts";
import { fetchNewestFirst } from "./fetch-all";
import { cmsKeys } from "./keys";
import { LEAD_WORK_COLUMNS, leadWorkSchema } from "./lead-work";
import { LEADS_REFRESH_MS } from "./refresh";

export const contactRequestSchema = leadWorkSchema.extend({
  id: z.string(),
  created_at: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  message: z.string(),
  call_back: z.boolean(),
  call_back_time: z.enum(Object.keys(CALL_BACK_TIMES) as [CallBackTime, ...CallBackTime[]]).nullable(),
  /** The day the call was promised for (yyyy-mm-dd), kept when the person asked. */
  call_back_on: z.string().nullable(),
  confirmation_sent_at: z.string().nullable(),
});

export type ContactLead = z.infer<typeof contactRequestSchema>;

const COLUMNS =
  "id, created_at, name, email, phone, message, call_back, call_back_time, call_back_on, confirmation_sent_at, " +
  LEAD_WORK_COLUMNS;

export const listContacts = (): Promise<ContactLead[]> =>
  fetchNewestFirst("contact_requests", COLUMNS, z.array(contactRequestSchema));

export const contactsQueryOptions = () =>
  queryOptions({ queryKey: cmsKeys.contacts, queryFn: listContacts, staleTime: 0, refetchInterval: LEADS_REFRESH_MS });

export const useContacts = () => useQuery(contactsQueryOptions());
