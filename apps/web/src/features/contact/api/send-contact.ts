import { useMutation } from '@tanstack/react-query';
import { endpoints } from '@fairfare/contracts/api';
import { contactResponseSchema, type ContactRequest } from '@fairfare/contracts/contact';
import { apiPost } from '../../../shared/api/client';

/** `contactapi/savecontact`: stores a message for the support team. */
export async function sendContact(body: ContactRequest): Promise<{ contact_message_id: number }> {
  const response = await apiPost<unknown>(endpoints.contact.send, body);
  return contactResponseSchema.parse(response);
}

export function useSendContact() {
  return useMutation({ mutationFn: sendContact });
}
