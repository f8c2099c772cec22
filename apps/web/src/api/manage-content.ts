// The back office's content desk: downloads and videos per customer group, the production sites'
// integration keys, the retail chains' partner keys and the mail log
// (`api/manage/downloads|integration-keys|partner-chains|partner-keys|mail/`).
import {
  type CreatedIntegrationKey,
  type CreatedPartnerKey,
  createdIntegrationKeySchema,
  createdPartnerKeySchema,
  DOWNLOAD_FILE_FIELD,
  type DownloadUpload,
  type IntegrationKey,
  type IntegrationKeyCreate,
  integrationKeySchema,
  integrationKeysSchema,
  type MailLogQuery,
  type ManageDownload,
  type ManageDownloadsQuery,
  mailLogMessageSchema,
  mailLogPageSchema,
  mailResentSchema,
  manageDownloadSchema,
  manageDownloadsSchema,
  type PartnerKey,
  type PartnerKeyCreate,
  partnerChainsSchema,
  partnerKeySchema,
} from '@atelier/domain';
import { queryOptions } from '@tanstack/react-query';
import { http, request } from '../lib/http';

export const manageDownloadsKey = ['manage', 'downloads'] as const;
export const integrationKeysKey = ['manage', 'integration-keys'] as const;
export const partnerChainsKey = ['manage', 'partner-chains'] as const;
export const mailLogKey = ['manage', 'mail'] as const;

const queryString = (query: Record<string, unknown>) => {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
};

export const manageDownloadsQuery = (query: ManageDownloadsQuery) =>
  queryOptions({
    queryKey: [...manageDownloadsKey, query],
    queryFn: async ({ signal }) =>
      manageDownloadsSchema.parse(
        await http.get(`api/manage/downloads/${queryString(query)}`, signal),
      ),
  });

/** The upload's fields in the order the API reads them, the file last. */
function uploadForm(input: Partial<DownloadUpload>, file: File | null): FormData {
  const form = new FormData();
  if (input.category) form.append('category', input.category);
  if (input.language) form.append('language', input.language);
  for (const [locale, text] of Object.entries(input.title ?? {}))
    form.append(`title.${locale}`, text);
  for (const group of input.customer_groups ?? []) form.append('customer_groups', group);
  if (file) form.append(DOWNLOAD_FILE_FIELD, file);
  return form;
}

export async function uploadDownload(
  input: Partial<DownloadUpload>,
  file: File | null,
): Promise<ManageDownload[]> {
  return manageDownloadsSchema.parse(
    await request('api/manage/downloads/', { method: 'POST', form: uploadForm(input, file) }),
  );
}

export async function replaceDownload(
  id: number,
  input: Partial<DownloadUpload>,
  file: File | null,
): Promise<ManageDownload> {
  const { customer_groups: _groups, ...details } = input;
  return manageDownloadSchema.parse(
    await request(`api/manage/downloads/${id}/`, {
      method: 'PUT',
      form: uploadForm(details, file),
    }),
  );
}

export async function removeDownload(id: number): Promise<void> {
  await http.delete(`api/manage/downloads/${id}/`);
}

export async function uploadCaptions(id: number, language: string, text: string) {
  return manageDownloadSchema.parse(
    await http.put(`api/manage/downloads/${id}/captions/${language}/`, { text }),
  );
}

export const integrationKeysQuery = () =>
  queryOptions({
    queryKey: integrationKeysKey,
    queryFn: async ({ signal }) =>
      integrationKeysSchema.parse(await http.get('api/manage/integration-keys/', signal)),
  });

export async function createIntegrationKey(
  body: IntegrationKeyCreate,
): Promise<CreatedIntegrationKey> {
  return createdIntegrationKeySchema.parse(await http.post('api/manage/integration-keys/', body));
}

export async function revokeIntegrationKey(id: number): Promise<IntegrationKey> {
  return integrationKeySchema.parse(await http.post(`api/manage/integration-keys/${id}/revoke/`));
}

export const partnerChainsQuery = () =>
  queryOptions({
    queryKey: partnerChainsKey,
    queryFn: async ({ signal }) =>
      partnerChainsSchema.parse(await http.get('api/manage/partner-chains/', signal)),
  });

export async function createPartnerKey(
  chainId: number,
  body: PartnerKeyCreate,
): Promise<CreatedPartnerKey> {
  return createdPartnerKeySchema.parse(
    await http.post(`api/manage/partner-chains/${chainId}/keys/`, body),
  );
}

export async function revokePartnerKey(id: number): Promise<PartnerKey> {
  return partnerKeySchema.parse(await http.post(`api/manage/partner-keys/${id}/revoke/`));
}

export const mailLogQuery = (query: MailLogQuery) =>
  queryOptions({
    queryKey: [...mailLogKey, query],
    queryFn: async ({ signal }) =>
      mailLogPageSchema.parse(await http.get(`api/manage/mail/${queryString(query)}`, signal)),
  });

export const mailMessageQuery = (id: number) =>
  queryOptions({
    queryKey: [...mailLogKey, 'message', id],
    queryFn: async ({ signal }) =>
      mailLogMessageSchema.parse(await http.get(`api/manage/mail/${id}/`, signal)),
  });

export async function resendMail(id: number, key: string) {
  return mailResentSchema.parse(
    await request(`api/manage/mail/${id}/resend/`, {
      method: 'POST',
      headers: { 'idempotency-key': key },
    }),
  );
}
