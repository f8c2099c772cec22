// `api/support/messages/`: a message to the manufacturer's customer support.
import { type SupportMessageBody, supportMessageAnswerSchema } from '@atelier/domain';
import { useMutation } from '@tanstack/react-query';
import { http } from '../lib/http';

export function useSendSupportMessage() {
  return useMutation({
    mutationFn: async (body: SupportMessageBody) =>
      supportMessageAnswerSchema.parse(await http.post('api/support/messages/', body)),
  });
}
