// The dealer's own hosted shop and kiosks (`api/shop-settings/…`): what the shop shows, and the
// tablets paired to it. A pairing code is answered once; only its hash is kept.
import {
  type Kiosk,
  type KioskPairingAnswer,
  kioskPairingAnswerSchema,
  kioskSchema,
  type ShopSettings,
  type ShopSettingsAnswer,
  shopSettingsAnswerSchema,
} from '@atelier/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '../lib/http';

export type { Kiosk, KioskPairingAnswer, ShopSettingsAnswer };

const settingsKey = ['shop-settings'] as const;
const kiosksKey = ['shop-settings', 'kiosks'] as const;

export function useShopSettings() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: async ({ signal }) =>
      shopSettingsAnswerSchema.parse(await http.get('api/shop-settings/', signal)),
  });
}

export function useSaveShopSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (settings: ShopSettings) =>
      shopSettingsAnswerSchema.parse(await http.put('api/shop-settings/', settings)),
    onSuccess: (answer) => client.setQueryData(settingsKey, answer),
  });
}

export function useKiosks() {
  return useQuery({
    queryKey: kiosksKey,
    queryFn: async ({ signal }) =>
      z.array(kioskSchema).parse(await http.get('api/shop-settings/kiosks/', signal)),
  });
}

export function useKioskActions() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: kiosksKey });
  const create = useMutation({
    mutationFn: async (name: string) =>
      kioskPairingAnswerSchema.parse(await http.post('api/shop-settings/kiosks/', { name })),
    onSuccess: refresh,
  });
  const newCode = useMutation({
    mutationFn: async (id: number) =>
      kioskPairingAnswerSchema.parse(await http.post(`api/shop-settings/kiosks/${id}/pairing/`)),
    onSuccess: refresh,
  });
  const revoke = useMutation({
    mutationFn: (id: number) => http.delete(`api/shop-settings/kiosks/${id}/`),
    onSuccess: refresh,
  });
  return { create, newCode, revoke };
}
